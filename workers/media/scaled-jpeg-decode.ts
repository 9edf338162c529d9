/**
 * JPEG decoding straight to a smaller size, in the DCT domain: WebCodecs' ImageDecoder with
 * desiredWidth/Height lets libjpeg decode at M/8 scale. A 12 MP phone photo decodes at 1/2 scale
 * in about half the time of a full decode followed by a resize, and averaging 8x8 blocks is a
 * good downscale filter (measured in tests/bench/upload-resize.bench.ts).
 */
import type { Size } from './resize-geometry';

const DCT_STEPS = 8;
/**
 * A DCT-scaled size is kept as it is when it falls at most this far under the target: a 4032 px
 * photo uploads at 2016 px instead of 2048 rather than paying for a second resampling.
 */
const ACCEPTABLE_SHORTFALL = 0.05;

/** Sizes in the file's stored orientation: what to decode to, and what to draw it at. */
export interface ScaledDecodePlan {
  decode: Size;
  output: Size;
}

/** libjpeg's scaled output: ceil(size * steps / 8). Chromium picks floor(8 * desired / size). */
function scaledBy(stored: Size, steps: number): Size {
  return {
    width: Math.ceil((stored.width * steps) / DCT_STEPS),
    height: Math.ceil((stored.height * steps) / DCT_STEPS),
  };
}

/** How to reach `target` (stored orientation) from `stored`; null when DCT scaling can't help. */
export function planScaledDecode(stored: Size, target: Size): ScaledDecodePlan | null {
  const steps = Math.floor((DCT_STEPS * target.width) / stored.width);
  if (steps >= DCT_STEPS) return null;
  if (steps >= 1) {
    const below = scaledBy(stored, steps);
    if (below.width >= target.width * (1 - ACCEPTABLE_SHORTFALL)) {
      return { decode: below, output: below };
    }
  }
  // Decode at the next step up (still well under full size), then resample down to the target.
  return { decode: scaledBy(stored, steps + 1), output: target };
}

/** WebCodecs' orientation fields (Chromium 128+), newer than TypeScript's DOM library. */
type OrientedFrame = VideoFrame & { rotation?: number; flip?: boolean };

/** The rotation (clockwise degrees) ImageDecoder reports for an EXIF orientation it applies. */
const ROTATION_OF_ORIENTATION: Record<number, number> = { 1: 0, 3: 180, 6: 90, 8: 270 };

/**
 * Decodes the JPEG per `plan` and draws it upright on a canvas of the output size. Returns null
 * when this browser can't (no ImageDecoder), or when the frame's orientation is not the one the
 * EXIF asks for (mirrored orientations, older engines): the caller then takes the general path.
 */
export async function drawScaledJpeg(
  file: Blob,
  plan: ScaledDecodePlan,
  orientation: number,
): Promise<OffscreenCanvas | null> {
  const rotation = ROTATION_OF_ORIENTATION[orientation];
  if (rotation === undefined || typeof ImageDecoder === 'undefined') return null;
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: 'image/jpeg',
    desiredWidth: plan.decode.width,
    desiredHeight: plan.decode.height,
  });
  try {
    const frame: OrientedFrame = (await decoder.decode()).image;
    try {
      if ((frame.rotation ?? 0) !== rotation || frame.flip) return null;
      const quarterTurn = rotation % 180 !== 0;
      const width = quarterTurn ? plan.output.height : plan.output.width;
      const height = quarterTurn ? plan.output.width : plan.output.height;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.imageSmoothingQuality = 'medium';
      // drawImage applies the frame's rotation; scaling happens only when the plan resamples.
      context.drawImage(frame, 0, 0, width, height);
      return canvas;
    } finally {
      frame.close();
    }
  } finally {
    decoder.close();
  }
}
