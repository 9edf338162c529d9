/**
 * The download dialog's choices (docs/product-rules.md#uploads-and-downloads) turned into an
 * encoding plan: which type, what quality, what size. Pure, so every combination is unit-tested.
 */
import {
  DOWNLOAD_QUALITIES,
  downloadOutputSize,
  originalFileName,
  type DownloadFormat,
  type DownloadQuality,
  type DownloadSize,
} from '../../common/media';
import type { Size } from './resize-geometry';

export interface DownloadOptions {
  format: DownloadFormat;
  quality: DownloadQuality;
  size: DownloadSize;
}

export interface DownloadPlan {
  type: string;
  /** For lossy types only; PNG ignores it. */
  quality: number;
  size: Size;
  /** Nothing to change: hand the original bytes over untouched. */
  passthrough: boolean;
}

const FORMAT_TYPES: Record<Exclude<DownloadFormat, 'original'>, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function planDownload(
  source: { type: string } & Size,
  options: DownloadOptions,
): DownloadPlan {
  const size = downloadOutputSize(source, options.size);
  const type = options.format === 'original' ? source.type : FORMAT_TYPES[options.format];
  const passthrough = options.format === 'original' && options.size === 'original';
  return { type, quality: DOWNLOAD_QUALITIES[options.quality], size, passthrough };
}

/** "ao-dai-tryon.png" -> "ao-dai-tryon-800x600.jpg" for the chosen plan. */
export function downloadFileName(name: string, plan: DownloadPlan): string {
  const original = originalFileName(name, plan.type);
  return plan.passthrough
    ? original
    : original.replace(/\.[a-z0-9]+$/, `-${plan.size.width}x${plan.size.height}$&`);
}
