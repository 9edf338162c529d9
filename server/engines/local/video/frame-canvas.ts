/**
 * The still laid out on the video frame, at k times the output size (zoompan then samples it
 * finely enough not to shake): cut to the frame, or shown whole over a blurred, darkened copy of
 * itself when its shape differs a lot (a portrait photo in a landscape clip).
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_DECODE_PIXELS } from '../../../../common/media';

/** A still whose shape differs from the frame's by more than this ratio is shown whole. */
const FILL_ASPECT_TOLERANCE = 1.15;

export type FrameFill = 'blur' | 'crop';

export interface FrameCanvas {
  data: Buffer;
  width: number;
  height: number;
}

/** The fill that suits a still of `stillAspect` in a frame of `frameAspect` (width ÷ height). */
export function defaultFill(stillAspect: number, frameAspect: number): FrameFill {
  const ratio = stillAspect / frameAspect;
  return Math.max(ratio, 1 / ratio) > FILL_ASPECT_TOLERANCE ? 'blur' : 'crop';
}

/** Raw RGB of the frame at `width` × `height` (already multiplied by k). */
export async function frameCanvas(
  still: Buffer,
  { width, height, fill }: { width: number; height: number; fill?: FrameFill },
): Promise<FrameCanvas> {
  const source = sharp(still, { limitInputPixels: MAX_DECODE_PIXELS, failOn: 'warning' }).rotate();
  const meta = await source.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const aspect = turned ? meta.height / meta.width : meta.width / meta.height;
  const raw = (pipeline: Sharp) =>
    pipeline
      .removeAlpha()
      .raw()
      .toBuffer()
      .then((data) => ({ data, width, height }));
  if ((fill ?? defaultFill(aspect, width / height)) === 'crop')
    return raw(source.clone().resize(width, height, { fit: 'cover', kernel: 'lanczos3' }));
  // The backdrop is blurred small (fast), then scaled up: it only needs to be soft.
  const small = await source
    .clone()
    .resize(Math.round(width / 16), Math.round(height / 16), { fit: 'cover' })
    .blur(6)
    .modulate({ brightness: 0.72 })
    .toBuffer();
  const backdrop = await sharp(small).resize(width, height, { fit: 'fill' }).toBuffer();
  const picture = await source
    .clone()
    .resize(width, height, { fit: 'inside', kernel: 'lanczos3' })
    .toBuffer();
  return raw(sharp(backdrop).composite([{ input: picture, gravity: 'centre' }]));
}
