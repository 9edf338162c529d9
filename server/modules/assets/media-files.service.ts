/**
 * Serves the files behind signed media URLs (media-urls.ts). The signature is checked before
 * the database is asked, so a wrong or old link learns nothing, not even whether an id exists.
 */
import type { ByteRange } from '../../adapters/storage/storage';
import type { StoredFileAnswer, StoredFileSource } from '../../adapters/storage/stored-file-source';
import { assetNotFound, invalidSignature } from './asset-errors';
import type { AssetRecord, AssetsRepository } from './assets.repository';
import type { MediaUrls, MediaVariant } from './media-urls';

export interface MediaFilesDependencies {
  repository: AssetsRepository;
  files: StoredFileSource;
  urls: MediaUrls;
}

export interface SignedRequest {
  assetId: string;
  variant: MediaVariant;
  exp?: string;
  sig?: string;
}

function keyOf(asset: AssetRecord, variant: MediaVariant): string | null {
  if (variant === 'file') return asset.storageKey;
  return variant === 'thumbnail' ? asset.thumbnailKey : asset.posterKey;
}

export function createMediaFilesService({ repository, files, urls }: MediaFilesDependencies) {
  return {
    /** The file, or the part `range` asks for (see Storage.get), or where to fetch it. */
    async open(
      { assetId, variant, exp, sig }: SignedRequest,
      range?: ByteRange,
    ): Promise<StoredFileAnswer> {
      if (!urls.verify(assetId, variant, exp, sig)) throw invalidSignature();
      const asset = await repository.findById(assetId);
      const key = asset && keyOf(asset, variant);
      const file = key ? await files.open(key, range) : undefined;
      // Deleted since the link was made (or its file is missing): gone, like any deleted asset.
      if (!file) throw assetNotFound();
      return file;
    },
  };
}
export type MediaFilesService = ReturnType<typeof createMediaFilesService>;
