/** Wires the body models: their repository, the assets and generations they read, the routes. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAssetView } from '../assets/asset-view';
import { createAssetsRepository } from '../assets/assets.repository';
import { createMediaUrls } from '../assets/media-urls';
import type { AuthGuards } from '../auth/auth.guards';
import { createGenerationsRepository } from '../generations/generations.repository';
import { createBodyModelsRepository } from './body-models.repository';
import { bodyModelsRoutes } from './body-models.routes';
import { createBodyModelsService } from './body-models.service';

export interface BodyModelsModuleDependencies {
  config: Config;
  db: Database;
  guards: AuthGuards;
  clock: Clock;
}

export async function registerBodyModelsModule(
  app: FastifyInstance,
  { config, db, guards, clock }: BodyModelsModuleDependencies,
) {
  const bodyModels = createBodyModelsService({
    repository: createBodyModelsRepository(db),
    assets: createAssetsRepository(db),
    generations: createGenerationsRepository(db),
    assetView: createAssetView(createMediaUrls(config.JWT_SECRET, clock)),
  });
  await app.register(bodyModelsRoutes, { bodyModels, guards });
}
