/**
 * What preparing a picture for upload gives back (prepare-upload.ts, prepare-heif-upload.ts): its
 * own file so both preparers share the type without importing each other.
 */
import type { UploadImageType } from '../../common/media';
import type { Size } from './resize-geometry';

export interface PreparedUpload {
  blob: Blob;
  /** HEIC or AVIF when this browser cannot decode it: the original goes to the server as it is. */
  type: UploadImageType;
  /** 0 when the original goes as it is. */
  width: number;
  height: number;
  original: Size & { bytes: number };
  /** False when the original bytes were good to send as they are. */
  transformed: boolean;
}
