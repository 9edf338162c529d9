/**
 * What the detectors the server ships see of the people in a photo, measured once for the photo
 * check (person-check.ts) and for the local try-on: the person mask (selfie segmentation), the
 * faces (blazeface and facemesh) and one body's keypoints (movenet). Numbers only; the rules that
 * judge them are in person-check.ts.
 */
import { detectFaces, type DetectedFace } from './faces';
import { refineMask } from './mask-refine';
import { maskBounds, segmentPerson } from './person-segmentation';
import { detectBodyPoints, type Keypoint } from './pose';
import type { Raster } from './raster';

export interface PersonLook {
  width: number;
  height: number;
  /** The refined person mask (0–255) at the photo's size. */
  mask: Raster;
  /** Share of the photo the mask calls a person (≥ 50 %), 0–1. */
  personShare: number;
  /** The mask's box of confident pixels, or null when it found too little. */
  personBox: ReturnType<typeof maskBounds>;
  /** Every face, largest first. */
  faces: DetectedFace[];
  /** Movenet's keypoints of the most prominent body, by part name. */
  points: Map<string, Keypoint>;
}

/** Looks at a decoded, upright photo. The face and pose detectors run one after the other. */
export async function lookAtPerson(photo: Raster): Promise<PersonLook> {
  const mask = await refineMask(photo, await segmentPerson(photo));
  const personBox = maskBounds(mask, 128, 0);
  const faces = await detectFaces(photo);
  const points = await detectBodyPoints(photo, mask);
  return {
    width: photo.width,
    height: photo.height,
    mask,
    personShare: (personBox?.area ?? 0) / (photo.width * photo.height),
    personBox,
    faces,
    points,
  };
}
