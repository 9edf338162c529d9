/**
 * Keeps the hair mask off every face but the subject's. In a photo with a friend cheek to cheek,
 * the subject's hair colour model also matches parts of the friend's face; recolouring another
 * person's face is the worst thing the preview can do, so each other face found is cleared from
 * the mask: an ellipse in its box, faded out over a thin band so the cut leaves no hard edge
 * (README.md, "Other people in the photo").
 */
import type { DetectedFace } from '../faces';
import type { Raster } from '../raster';

/** The band past the ellipse over which the mask comes back, as a share of its radii. */
const FADE = 0.15;

/** The mask (one channel, at the faces' scale) with each face's ellipse cleared. */
export function withoutFaces(mask: Raster, faces: readonly DetectedFace[]): Raster {
  if (faces.length === 0) return mask;
  if (mask.channels !== 1) throw new Error('withoutFaces takes a one-channel mask');
  const data = Buffer.from(mask.data);
  for (const { box } of faces) {
    const rx = box.width / 2;
    const ry = box.height / 2;
    const cx = box.left + rx;
    const cy = box.top + ry;
    const reach = 1 + FADE;
    const top = Math.max(0, Math.floor(cy - ry * reach));
    const bottom = Math.min(mask.height - 1, Math.ceil(cy + ry * reach));
    const left = Math.max(0, Math.floor(cx - rx * reach));
    const right = Math.min(mask.width - 1, Math.ceil(cx + rx * reach));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
        if (d >= reach) continue;
        const keep = Math.max(0, (d - 1) / FADE);
        const i = y * mask.width + x;
        data[i] = Math.round(data[i]! * keep);
      }
    }
  }
  return { ...mask, data };
}
