/**
 * Where the local camera moves in on (README.md "Focus"): the face when there is one (the
 * largest: the subject, not a passer-by), else the upper part of the person the selfie model
 * finds (where a face or a garment's neckline is), else a little above the centre. Found on a
 * small copy of the photo: a focus needs no more than a few pixels of precision.
 */
import { detectFaces } from '../faces';
import { maskBounds, segmentPerson } from '../person-segmentation';
import { fromRaster, toRaster, type Raster } from '../raster';
import { DEFAULT_FOCUS, type Focus } from './ken-burns';

/** Long edge the photo is looked at in, in pixels. */
export const LOOK_EDGE_PX = 640;
/** Where a person's focus sits between the top and the bottom of their box (their chest). */
const PERSON_FOCUS_DEPTH = 0.3;

export type FocusSource = 'face' | 'person' | 'centre';

export interface FoundFocus {
  /** As shares of the photo's width and height. */
  focus: Focus;
  source: FocusSource;
}

async function small(photo: Raster): Promise<Raster> {
  const k = Math.min(1, LOOK_EDGE_PX / Math.max(photo.width, photo.height));
  if (k === 1) return photo;
  const size = [Math.round(photo.width * k), Math.round(photo.height * k)] as const;
  return toRaster(fromRaster(photo).resize(size[0], size[1], { fit: 'fill' }), 3);
}

export async function findFocus(photo: Raster): Promise<FoundFocus> {
  const look = await small(photo);
  const [face] = await detectFaces(look);
  if (face) {
    const { left, top, width, height } = face.box;
    const focus = { x: (left + width / 2) / look.width, y: (top + height / 2) / look.height };
    return { focus, source: 'face' };
  }
  const person = maskBounds(await segmentPerson(look));
  if (person) {
    const focus = {
      x: (person.left + person.right) / 2 / look.width,
      y: (person.top + (person.bottom - person.top) * PERSON_FOCUS_DEPTH) / look.height,
    };
    return { focus, source: 'person' };
  }
  return { focus: DEFAULT_FOCUS, source: 'centre' };
}

/**
 * A point of the photo as shares of the clip's frame, the photo laid on the frame centred at
 * `scale` (frame-canvas.ts: covering it, or inside it over its blurred copy). Clamped: a point
 * cut off by the frame's edges is moved in to them.
 */
export function focusOnFrame(
  focus: Focus,
  photo: { width: number; height: number },
  frame: { width: number; height: number },
  scale: number,
): Focus {
  const share = (point: number, photoSide: number, frameSide: number) =>
    Math.min(1, Math.max(0, 0.5 + ((point - 0.5) * photoSide * scale) / frameSide));
  return {
    x: share(focus.x, photo.width, frame.width),
    y: share(focus.y, photo.height, frame.height),
  };
}
