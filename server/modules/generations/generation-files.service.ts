/**
 * Serves a generation's files behind its signed URLs (generation-media-urls.ts). The signature
 * is checked before the database is asked, so a wrong or old link learns nothing.
 */
import type { ByteRange } from '../../adapters/storage/storage';
import type { StoredFileAnswer, StoredFileSource } from '../../adapters/storage/stored-file-source';
import { invalidSignature } from '../assets/asset-errors';
import { generationNotFound } from './generation-errors';
import type { GenerationMediaUrls, GenerationMediaVariant } from './generation-media-urls';
import type { GenerationRecord, GenerationsRepository } from './generations.repository';

export interface GenerationFilesDependencies {
  repository: Pick<GenerationsRepository, 'findById'>;
  files: StoredFileSource;
  urls: GenerationMediaUrls;
}

function keyOf(record: GenerationRecord, variant: GenerationMediaVariant): string | null {
  if (variant === 'result') return record.resultKey;
  if (variant === 'thumbnail') return record.thumbnailKey;
  if (variant === 'poster') return record.posterKey;
  return record.inputs.find((input) => input.role === variant)?.storageKey ?? null;
}

export function createGenerationFiles({ repository, files, urls }: GenerationFilesDependencies) {
  return {
    async open(
      id: string,
      variant: GenerationMediaVariant,
      exp?: string,
      sig?: string,
      /** Part of the file (a video seeking), as Storage.get takes it. */
      range?: ByteRange,
    ): Promise<StoredFileAnswer> {
      if (!urls.verify(id, variant, exp, sig)) throw invalidSignature();
      const record = await repository.findById(id);
      const key = record && keyOf(record, variant);
      const file = key ? await files.open(key, range) : undefined;
      if (!file) throw generationNotFound();
      return file;
    },
  };
}
export type GenerationFiles = ReturnType<typeof createGenerationFiles>;
