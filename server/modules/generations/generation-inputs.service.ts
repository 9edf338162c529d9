/**
 * Turns a request's inputs (a file part, one of the user's assets, or a shipped sample) into
 * stored generation inputs, before the debiting transaction starts. Uploaded bytes get the asset
 * library's checks: the type is read from the bytes, the pixels are decoded under the decode
 * limit (a corrupt or bomb image is refused here, with no charge), then normalised upright.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { InputRole } from '../../../common/contracts/generations';
import { SNIFF_BYTES, sniffMediaType } from '../../../common/media';
import { MediaError } from '../../adapters/media/media-error';
import { normaliseImage } from '../../adapters/media/image-processor';
import type { Storage } from '../../adapters/storage/storage';
import type { StoredGenerationInput } from '../../db/schema';
import { assetNotFound, mediaRefused, unsupportedFileType } from '../assets/asset-errors';
import type { AssetsRepository } from '../assets/assets.repository';
import { sampleNotFound } from './generation-errors';
import { inputKey, isStorableImageType } from './generation-storage-keys';
import type { SampleCatalog, SampleKind } from './sample-catalog';

export type InputSource =
  { kind: 'file'; bytes: Buffer } | { kind: 'asset'; id: string } | { kind: 'sample'; id: string };

export interface GenerationInputsDependencies {
  storage: Storage;
  assets: Pick<AssetsRepository, 'findById'>;
  samples: SampleCatalog;
}

export interface InputRequest {
  role: InputRole;
  /** The input's field in the request, its name in messages. */
  field: string;
  /** The kind of shipped samples it takes; a sample id for an input without one is unknown. */
  samples?: SampleKind;
  source: InputSource;
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function createGenerationInputs({ storage, assets, samples }: GenerationInputsDependencies) {
  /** Stores bytes under their hash: the same bytes again (a replay) are not written twice. */
  async function keep(userId: string, bytes: Buffer, contentType: string) {
    if (!isStorableImageType(contentType)) throw unsupportedFileType();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const storageKey = inputKey(userId, sha256, contentType);
    if (!(await storage.exists(storageKey))) await storage.put(storageKey, bytes, contentType);
    return { storageKey, contentType };
  }

  async function fromFile(userId: string, bytes: Buffer) {
    const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
    if (!type || !isStorableImageType(type)) throw unsupportedFileType();
    const image = await normaliseImage(bytes, type).catch((error: unknown) => {
      throw error instanceof MediaError ? mediaRefused(error.problem) : error;
    });
    return keep(userId, image.bytes, type);
  }

  async function fromAsset(userId: string, assetId: string) {
    const asset = await assets.findById(assetId);
    if (!asset || asset.userId !== userId) throw assetNotFound();
    if (asset.kind !== 'image') throw unsupportedFileType();
    const file = await storage.get(asset.storageKey);
    if (!file) throw assetNotFound();
    return keep(userId, await readAll(file.body), asset.mimeType);
  }

  async function fromSample(userId: string, sampleId: string, field: string, kind?: SampleKind) {
    const sample = kind && (await samples.read(sampleId, kind));
    if (!sample) throw sampleNotFound(kind ?? field);
    const type = sniffMediaType(sample.bytes.subarray(0, SNIFF_BYTES)) ?? '';
    return keep(userId, sample.bytes, type);
  }

  return {
    /** Validates and stores one input; throws the HttpError that refuses it. */
    async store(
      userId: string,
      { role, field, samples: kind, source }: InputRequest,
    ): Promise<StoredGenerationInput> {
      switch (source.kind) {
        case 'file':
          return { role, ...(await fromFile(userId, source.bytes)), assetId: null, sampleId: null };
        case 'asset':
          return {
            role,
            ...(await fromAsset(userId, source.id)),
            assetId: source.id,
            sampleId: null,
          };
        case 'sample':
          return {
            role,
            ...(await fromSample(userId, source.id, field, kind)),
            assetId: null,
            sampleId: source.id,
          };
      }
    },
  };
}
export type GenerationInputs = ReturnType<typeof createGenerationInputs>;
