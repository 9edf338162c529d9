/**
 * Prepares a HEIC or AVIF picture (an iPhone photo) for upload. Where this browser decodes it
 * (Safari; AVIF in Chromium and Firefox), it is turned upright (the HEIF rotation is applied by
 * the decoder), resized like every upload and sent as a JPEG, the type it is stored as. Where it
 * cannot (HEIC in Chromium and Firefox), the original bytes, already checked by type and size,
 * go as they are and the server decodes them (docs/architecture.md#iphone-photos-heic-and-avif).
 */
import { type ConvertedImageType, MAX_UPLOAD_EDGE_PX, storedImageType } from '../../common/media';
import { MediaError } from '../../common/media-error';
import type { PreparedUpload } from './prepared-upload.model';
import { fitLongEdge } from './resize-geometry';

const ENCODE_QUALITY = 0.9;

export async function prepareHeifUpload(
  file: Blob,
  type: ConvertedImageType,
): Promise<PreparedUpload> {
  const probe = await decodeUpright(file);
  if (!probe) return sentAsItIs(file, type);
  const original = { width: probe.width, height: probe.height };
  probe.close();
  const target = fitLongEdge(original, MAX_UPLOAD_EDGE_PX);
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: target.width,
    resizeHeight: target.height,
    resizeQuality: 'medium',
  });
  const canvas = new OffscreenCanvas(target.width, target.height);
  const context = canvas.getContext('2d');
  if (!context) throw new MediaError('unsupported', 'This browser cannot resize images.');
  // A JPEG has no transparency: see-through parts become white, as on the server.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const stored = storedImageType(type);
  const blob = await canvas.convertToBlob({ type: stored, quality: ENCODE_QUALITY });
  return {
    blob,
    type: stored,
    ...target,
    original: { ...original, bytes: file.size },
    transformed: true,
  };
}

/** Null where this browser cannot decode the picture. */
async function decodeUpright(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** The size is not known here: the server reads it when it decodes the picture. */
export function sentAsItIs(file: Blob, type: ConvertedImageType): PreparedUpload {
  return {
    blob: file,
    type,
    width: 0,
    height: 0,
    original: { width: 0, height: 0, bytes: file.size },
    transformed: false,
  };
}
