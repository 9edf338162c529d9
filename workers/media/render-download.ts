/**
 * Re-encodes an image for download at the size, format and quality the user chose
 * (docs/product-rules.md#uploads-and-downloads).
 */
import { MediaError } from '../../common/media-error';
import { downloadFileName, planDownload, type DownloadOptions } from './download-options';

export interface RenderedDownload {
  blob: Blob;
  fileName: string;
  width: number;
  height: number;
}

/** The steps of a re-encode, reported as they end so the dialog can show how far it is. */
export type RenderStep = 'decoded' | 'drawn' | 'encoded';

export async function renderDownload(
  source: Blob,
  name: string,
  options: DownloadOptions,
  onStep: (step: RenderStep) => void = () => {},
): Promise<RenderedDownload> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    throw new MediaError('corrupt', 'The image could not be read. It may be damaged.');
  }
  onStep('decoded');
  const plan = planDownload(
    { type: source.type || 'image/png', width: bitmap.width, height: bitmap.height },
    options,
  );
  const fileName = downloadFileName(name, plan);
  if (plan.passthrough) {
    bitmap.close();
    onStep('encoded');
    return { blob: source, fileName, width: plan.size.width, height: plan.size.height };
  }
  const canvas = new OffscreenCanvas(plan.size.width, plan.size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new MediaError('unsupported', 'This browser cannot resize images.');
  if (plan.type === 'image/jpeg') {
    // JPEG has no transparency: put transparent pixels on white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, plan.size.width, plan.size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, plan.size.width, plan.size.height);
  bitmap.close();
  onStep('drawn');
  const blob = await canvas.convertToBlob({ type: plan.type, quality: plan.quality });
  onStep('encoded');
  return { blob, fileName, width: plan.size.width, height: plan.size.height };
}
