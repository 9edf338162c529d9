/**
 * Stores what an engine made under the generation's keys (generation-storage-keys.ts): a
 * picture and its thumbnail, or a clip, its poster and the poster's thumbnail. A type the
 * pipeline cannot serve is the engine's fault: the run fails with `internal`.
 */
import { makeThumbnail } from '../../adapters/media/image-processor';
import type { Storage } from '../../adapters/storage/storage';
import { EngineError, type EngineOutput, type EngineResult } from '../../engines/engine';
import {
  isStorableImageType,
  isStorableVideoType,
  posterKey,
  RESULT_THUMBNAIL_TYPE,
  resultKeys,
} from './generation-storage-keys';

export interface StoredResult {
  resultKey: string;
  thumbnailKey: string;
  /** A video's poster; null for a picture. */
  posterKey: string | null;
  resultWidth: number;
  resultHeight: number;
}

function refused(type: string): never {
  throw new EngineError('internal', `the engine answered ${type}`);
}

export async function storeResult(
  storage: Storage,
  generationId: string,
  output: EngineResult,
): Promise<StoredResult> {
  // The picture the thumbnail is made of: the result itself, or a clip's poster.
  const picture: EngineOutput = output.kind === 'video' ? output.poster : output;
  if (!isStorableImageType(picture.contentType)) refused(picture.contentType);
  if (output.kind === 'video' && !isStorableVideoType(output.contentType)) {
    refused(output.contentType);
  }
  const keys = resultKeys(generationId, output.contentType as Parameters<typeof resultKeys>[1]);
  const poster = output.kind === 'video' ? posterKey(generationId, picture.contentType) : null;
  const thumbnail = await makeThumbnail(picture.bytes);
  await storage.put(keys.result, output.bytes, output.contentType);
  if (poster) await storage.put(poster, picture.bytes, picture.contentType);
  await storage.put(keys.thumbnail, thumbnail, RESULT_THUMBNAIL_TYPE);
  return {
    resultKey: keys.result,
    thumbnailKey: keys.thumbnail,
    posterKey: poster,
    resultWidth: output.width,
    resultHeight: output.height,
  };
}
