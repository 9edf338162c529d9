/** Wires the asset library: storage and media adapters -> services -> routes. */
import type { FastifyInstance } from 'fastify';
import { processMedia } from '../../adapters/media/media-processor';
import { createStorage } from '../../adapters/storage/create-storage';
import type { Storage } from '../../adapters/storage/storage';
import { createStoredFileSource } from '../../adapters/storage/stored-file-source';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { AuthGuards } from '../auth/auth.guards';
import { createAssetView } from './asset-view';
import { createAssetsRepository } from './assets.repository';
import { assetsRoutes } from './assets.routes';
import { createAssetsService } from './assets.service';
import { createMediaFilesService } from './media-files.service';
import { mediaRoutes } from './media.routes';
import { createMediaUrls } from './media-urls';

export interface AssetsModuleDependencies {
  config: Config;
  db: Database;
  guards: AuthGuards;
  clock: Clock;
  attempts: AttemptLimiter;
  /**
   * The files' storage; without one, the configuration's (STORAGE_URL,
   * docs/architecture.md#configuration).
   */
  storage?: Storage;
}

export async function registerAssetsModule(app: FastifyInstance, deps: AssetsModuleDependencies) {
  const { config, db, guards, clock, attempts } = deps;
  const storage = deps.storage ?? configuredStorage(app, config);
  const repository = createAssetsRepository(db);
  const urls = createMediaUrls(config.JWT_SECRET, clock);
  const assets = createAssetsService({
    repository,
    storage,
    processMedia,
    view: createAssetView(urls),
    logger: app.log,
  });
  await app.register(assetsRoutes, { assets, guards, attempts });
  await app.register(mediaRoutes, {
    mediaFiles: createMediaFilesService({
      repository,
      files: createStoredFileSource(storage, { redirect: config.STORAGE_REDIRECT }),
      urls,
    }),
  });
}

function configuredStorage(app: FastifyInstance, config: Config): Storage {
  const { storage, close } = createStorage(config);
  app.addHook('onClose', close);
  return storage;
}
