/**
 * The fallback when workers cannot paint: checks stay the worker's own modules; the resize uses
 * browser-image-compression, which draws on a DOM canvas (it must not load its own worker from
 * a CDN: useWebWorker false).
 */
import imageCompression from 'browser-image-compression';
import { isConvertedImageType, MAX_UPLOAD_EDGE_PX } from '../../../common/media';
import { sentAsItIs } from '../../../workers/media/prepare-heif-upload';
import {
  checkImageFile,
  UPLOAD_ENCODE_QUALITY,
  type PreparedUpload,
} from '../../../workers/media/prepare-upload';
import {
  downloadFileName,
  planDownload,
  type DownloadOptions,
} from '../../../workers/media/download-options';
import type { RenderStep, RenderedDownload } from '../../../workers/media/render-download';
import { AVATAR_ENCODE_QUALITY, type PreparedAvatar } from '../../../workers/media/prepare-avatar';
import { centreSquare } from '../../../workers/media/resize-geometry';
import { cropImage, type CropBox, type CroppedImage } from '../../../workers/media/crop-image';

async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

export async function prepareUploadOnMainThread(file: Blob): Promise<PreparedUpload> {
  const type = await checkImageFile(file);
  // Without a worker's canvas, HEIC and AVIF are the server's to decode.
  if (isConvertedImageType(type)) return sentAsItIs(file, type);
  const original = await imageSize(file);
  const blob = await imageCompression(new File([file], 'upload', { type }), {
    maxWidthOrHeight: MAX_UPLOAD_EDGE_PX,
    maxSizeMB: Number.POSITIVE_INFINITY,
    initialQuality: UPLOAD_ENCODE_QUALITY,
    fileType: type,
    useWebWorker: false,
    preserveExif: false,
  });
  const size = await imageSize(blob);
  return { blob, type, ...size, original: { ...original, bytes: file.size }, transformed: true };
}

export async function prepareAvatarOnMainThread(file: Blob, edge: number): Promise<PreparedAvatar> {
  const upright = await prepareUploadOnMainThread(file);
  const crop = centreSquare(upright);
  const side = Math.min(edge, crop.side);
  const bitmap = await createImageBitmap(upright.blob);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, crop.x, crop.y, crop.side, crop.side, 0, 0, side, side);
  bitmap.close();
  const blob = await canvasBlob(canvas, upright.type, AVATAR_ENCODE_QUALITY);
  return {
    blob,
    type: (blob.type || upright.type) as PreparedAvatar['type'],
    width: side,
    height: side,
  };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('Encoding failed'))),
      type,
      quality,
    ),
  );
}

export async function renderDownloadOnMainThread(
  source: Blob,
  name: string,
  options: DownloadOptions,
  onStep: (step: RenderStep) => void = () => {},
): Promise<RenderedDownload> {
  const bitmap = await createImageBitmap(source);
  onStep('decoded');
  const plan = planDownload(
    { type: source.type || 'image/png', width: bitmap.width, height: bitmap.height },
    options,
  );
  if (plan.passthrough) {
    bitmap.close();
    onStep('encoded');
    return { blob: source, fileName: downloadFileName(name, plan), ...plan.size };
  }
  const canvas = document.createElement('canvas');
  canvas.width = plan.size.width;
  canvas.height = plan.size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images.');
  if (plan.type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  onStep('drawn');
  const blob = await canvasBlob(canvas, plan.type, plan.quality);
  onStep('encoded');
  return { blob, fileName: downloadFileName(name, plan), ...plan.size };
}

/** The crop of workers/media/crop-image.ts, drawn on a DOM canvas. */
export function cropImageOnMainThread(file: Blob, box: CropBox): Promise<CroppedImage> {
  return cropImage(file, box, (width, height) => {
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    return {
      context: canvas.getContext('2d'),
      encode: (type, quality) =>
        new Promise<Blob>((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
            type,
            quality,
          ),
        ),
    };
  });
}
