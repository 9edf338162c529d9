/**
 * What the asset library sends for a picked file (docs/product-rules.md#uploads,
 * docs/product-rules.md#video-uploads): a picture is checked and resized in the media worker; a
 * video, typed from its bytes and held to the upload size here, is sent as it is, for the server
 * to probe (length, frame size) and strip of its metadata. Nothing else is taken.
 */
import {
  ACCEPTED_LIBRARY_LABEL,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  SNIFF_BYTES,
  isVideoType,
  sniffMediaType,
} from '../../../common/media';
import { MediaError } from '../../../common/media-error';
import { mediaClient } from '../../lib/workers/media-client';

export async function prepareLibraryUpload(file: Blob): Promise<Blob> {
  const type = sniffMediaType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) {
    throw new MediaError(
      'invalid_type',
      `Invalid file type. Please upload ${ACCEPTED_LIBRARY_LABEL} files only`,
    );
  }
  if (!isVideoType(type)) return (await mediaClient.prepareUpload(file)).blob;
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new MediaError('too_large', `File is too large. Maximum size is ${MAX_UPLOAD_MB}MB`);
  }
  return file;
}
