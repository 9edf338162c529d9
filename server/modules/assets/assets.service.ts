/**
 * The asset library (docs/product-rules.md#product-and-users): upload, list, delete. An upload is
 * stored whole or not at all: its type is read from its bytes (docs/product-rules.md#uploads), its
 * pixels are checked before anything is written, and its files are removed again if the row cannot
 * be written. What a user stores is held to MAX_STORAGE_BYTES_PER_USER
 * (docs/product-rules.md#video-uploads).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Asset, AssetListResponse } from '../../../common/contracts/assets';
import { MAX_STORAGE_BYTES_PER_USER, SNIFF_BYTES, sniffMediaType } from '../../../common/media';
import { MediaError } from '../../adapters/media/media-error';
import type { MediaProcessor, ProcessedMedia } from '../../adapters/media/media-processor';
import type { Storage } from '../../adapters/storage/storage';
import {
  assetNotFound,
  mediaRefused,
  storageQuotaExceeded,
  unsupportedFileType,
} from './asset-errors';
import { assetStorageKeys, THUMBNAIL_TYPE } from './asset-storage-keys';
import { decodeCursor, encodeCursor } from './asset-cursor';
import type { AssetView } from './asset-view';
import type { AssetKind, AssetsRepository, NewAssetRecord } from './assets.repository';

export interface AssetsServiceDependencies {
  repository: AssetsRepository;
  storage: Storage;
  processMedia: MediaProcessor;
  view: AssetView;
  logger: FastifyBaseLogger;
}

export interface Upload {
  bytes: Buffer;
  /** The name the user's device gave the file; shown, never used as a path. */
  originalName: string;
}

export interface ListQuery {
  limit: number;
  cursor?: string;
  kind?: AssetKind;
}

export function createAssetsService(deps: AssetsServiceDependencies) {
  const { repository, storage, processMedia, view, logger } = deps;

  /** Best effort: a file left behind wastes space, but must not hide the error that got here. */
  async function removeFiles(keys: Array<string | null>): Promise<void> {
    const deletions = keys.flatMap((key) => (key ? [storage.delete(key)] : []));
    for (const result of await Promise.allSettled(deletions)) {
      if (result.status === 'rejected') {
        logger.error({ err: result.reason }, 'could not delete an asset file');
      }
    }
  }

  /**
   * Writes the files, then the row; on any failure, a full library or a parallel twin upload, no
   * file stays.
   */
  async function store(record: NewAssetRecord & { thumbnailKey: string }, media: ProcessedMedia) {
    const keys = [record.storageKey, record.thumbnailKey, record.posterKey ?? null];
    try {
      await storage.put(record.storageKey, media.bytes, record.mimeType);
      await storage.put(record.thumbnailKey, media.thumbnail, THUMBNAIL_TYPE);
      if (record.posterKey && media.poster) {
        await storage.put(record.posterKey, media.poster, THUMBNAIL_TYPE);
      }
      const inserted = await repository.insertWithinQuota(record, MAX_STORAGE_BYTES_PER_USER);
      if (typeof inserted === 'object') return { record: inserted, created: true };
      if (inserted === 'over_quota') throw storageQuotaExceeded();
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
    await removeFiles(keys);
    const twin = await repository.findBySha256(record.userId, record.sha256);
    if (!twin) throw new Error('an asset with these bytes was there a moment ago');
    return { record: twin, created: false };
  }

  return {
    /** `created` is false when the user already had these exact bytes: that asset comes back. */
    async upload(userId: string, upload: Upload): Promise<{ asset: Asset; created: boolean }> {
      const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
      const existing = await repository.findBySha256(userId, sha256);
      if (existing) return { asset: view(existing), created: false };

      const type = sniffMediaType(upload.bytes.subarray(0, SNIFF_BYTES));
      if (!type) throw unsupportedFileType();
      // A full library is refused before any ffmpeg or sharp work; the exact check, with the size
      // that is stored (a normalised image may be smaller than its upload), comes with the row.
      if ((await repository.storedBytes(userId)) >= MAX_STORAGE_BYTES_PER_USER) {
        throw storageQuotaExceeded();
      }
      const media = await processMedia(upload.bytes, type).catch((error: unknown) => {
        throw error instanceof MediaError ? mediaRefused(error.problem) : error;
      });
      const id = randomUUID();
      const keys = assetStorageKeys(id, media.type);
      const { record, created } = await store(
        {
          id,
          userId,
          kind: media.kind,
          mimeType: media.type,
          originalName: upload.originalName,
          byteSize: media.bytes.byteLength,
          width: media.width,
          height: media.height,
          durationMs: media.durationMs,
          storageKey: keys.file,
          thumbnailKey: keys.thumbnail,
          posterKey: media.poster ? keys.poster : null,
          sha256,
        },
        media,
      );
      return { asset: view(record), created };
    },

    async list(userId: string, { limit, cursor, kind }: ListQuery): Promise<AssetListResponse> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      // One row more than asked tells whether another page follows.
      const [rows, total] = await Promise.all([
        repository.page(userId, { kind, after, limit: limit + 1 }),
        repository.count(userId, kind),
      ]);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(view),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.exactCreatedAt, id: last.id })
            : null,
        total,
      };
    },

    /** Deletes the row first: once it is gone no one can reach the files, even if one stays. */
    async remove(userId: string, assetId: string): Promise<void> {
      const deleted = await repository.deleteOwned(userId, assetId);
      if (!deleted) throw assetNotFound();
      await removeFiles([deleted.storageKey, deleted.thumbnailKey, deleted.posterKey]);
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
