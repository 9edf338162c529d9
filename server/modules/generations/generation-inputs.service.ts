/**
 * Turns a request's inputs (a file part, one of the user's assets, or a shipped sample) into
 * stored generation inputs, before the debiting transaction starts. Uploaded bytes get the asset
 * library's checks: the type is read from the bytes, the pixels are decoded under the decode
 * limit (a corrupt or bomb image is refused here, with no charge), then normalised upright.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { InputRole } from '../../../common/contracts/generations';
import {
  type AcceptedImageType,
  isUploadImageType,
  SNIFF_BYTES,
  sniffMediaType,
} from '../../../common/media';
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

/** An input read and checked, not yet stored: what a studio's request check looks at. */
export interface PreparedInput {
  role: InputRole;
  /** The bytes that will be stored: an upload normalised upright, an asset or sample as is. */
  bytes: Buffer;
  contentType: AcceptedImageType;
  assetId: string | null;
  sampleId: string | null;
}

export function createGenerationInputs({ storage, assets, samples }: GenerationInputsDependencies) {
  async function fromFile(bytes: Buffer) {
    const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
    if (!type || !isUploadImageType(type)) throw unsupportedFileType();
    const image = await normaliseImage(bytes, type).catch((error: unknown) => {
      throw error instanceof MediaError ? mediaRefused(error.problem) : error;
    });
    return { bytes: image.bytes, contentType: image.type };
  }

  async function fromAsset(userId: string, assetId: string) {
    const asset = await assets.findById(assetId);
    if (!asset || asset.userId !== userId) throw assetNotFound();
    if (asset.kind !== 'image') throw unsupportedFileType();
    const file = await storage.get(asset.storageKey);
    if (!file) throw assetNotFound();
    return { bytes: await readAll(file.body), contentType: asset.mimeType };
  }

  async function fromSample(sampleId: string, field: string, kind?: SampleKind) {
    const sample = kind && (await samples.read(sampleId, kind));
    if (!sample) throw sampleNotFound(kind ?? field);
    const type = sniffMediaType(sample.bytes.subarray(0, SNIFF_BYTES)) ?? '';
    return { bytes: sample.bytes, contentType: type };
  }

  async function read(userId: string, { field, samples: kind, source }: InputRequest) {
    switch (source.kind) {
      case 'file':
        return { ...(await fromFile(source.bytes)), assetId: null, sampleId: null };
      case 'asset':
        return { ...(await fromAsset(userId, source.id)), assetId: source.id, sampleId: null };
      case 'sample':
        return {
          ...(await fromSample(source.id, field, kind)),
          assetId: null,
          sampleId: source.id,
        };
    }
  }

  return {
    /** Reads and checks one input; throws the HttpError that refuses it. */
    async prepare(userId: string, request: InputRequest): Promise<PreparedInput> {
      const { contentType, ...input } = await read(userId, request);
      if (!isStorableImageType(contentType)) throw unsupportedFileType();
      return { role: request.role, contentType, ...input };
    },

    /** Stores a prepared input under its bytes' hash: the same bytes again are not written twice. */
    async keep(userId: string, input: PreparedInput): Promise<StoredGenerationInput> {
      const { role, bytes, contentType, assetId, sampleId } = input;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const storageKey = inputKey(userId, sha256, contentType);
      if (!(await storage.exists(storageKey))) await storage.put(storageKey, bytes, contentType);
      return { role, storageKey, contentType, assetId, sampleId };
    },
  };
}
export type GenerationInputs = ReturnType<typeof createGenerationInputs>;
