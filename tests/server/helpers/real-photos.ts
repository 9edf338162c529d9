/**
 * Real photos of people for the tests of whatever takes a person: the demo pictures of the
 * face-api package (a devDependency), read from node_modules and never copied into the
 * repository. Their provenance is not stated, so nothing made from them is committed either:
 * tests that look at results write them to the system's temporary folder.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/** Demo photo `n` (1–6), each a group of three to five women, 1920 px wide. */
export const demoPhoto = (n: 1 | 2 | 3 | 4 | 5 | 6) =>
  readFile(
    new URL(`../../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`, import.meta.url),
  );

/** One woman of the sixth demo photo, cropped to her head and shoulders (600 × 800). */
export async function onePersonPhoto(): Promise<Buffer> {
  return sharp(await demoPhoto(6))
    .extract({ left: 980, top: 150, width: 600, height: 800 })
    .jpeg()
    .toBuffer();
}

interface Crop {
  photo: 1 | 2 | 3 | 4 | 5 | 6;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Crops of the demo photos for the photo check and the try-on engine (docs/photo-check.md has
 * what the detectors measure on each). The `good` ones show one woman facing the camera from
 * the head to below the hips.
 */
export const PERSON_CROPS = {
  /** Photo 6, the woman on the left in a green dress, leaning a little. */
  greenDress: { photo: 6, left: 100, top: 300, width: 560, height: 1237 },
  /** Photo 6, the second woman, in a red dress. */
  redDress: { photo: 6, left: 600, top: 180, width: 460, height: 1357 },
  /** Photo 1, the woman on the right in a dark uniform shirt, her head tilted. */
  uniform: { photo: 1, left: 1200, top: 160, width: 650, height: 1120 },
  /** Photo 3, the woman in the middle, in a black wrap top; her face is small in this frame. */
  blackTop: { photo: 3, left: 880, top: 120, width: 540, height: 1230 },
  /** Photo 2, the woman in the middle, in a grey slip dress, sitting, looking down. */
  greySlip: { photo: 2, left: 800, top: 50, width: 520, height: 1300 },
  /** Photo 2, the woman on the right, one forearm across her waist. */
  forearmAcross: { photo: 2, left: 1180, top: 20, width: 740, height: 1347 },
  /** Photo 3, the woman on the right, turned side-on with her back to her friend. */
  sideways: { photo: 3, left: 1380, top: 180, width: 540, height: 1170 },
  /** Photo 4, the blonde woman on the right, side-on. */
  sidewaysBlonde: { photo: 4, left: 1250, top: 80, width: 620, height: 1368 },
  /** Photo 6, the first two women together. */
  twoPeople: { photo: 6, left: 100, top: 150, width: 950, height: 1387 },
  /** Photo 3, the door and the window on the left: nobody. */
  background: { photo: 3, left: 0, top: 0, width: 330, height: 600 },
  /** Photo 6, the second woman's face and neck only. */
  faceOnly: { photo: 6, left: 650, top: 180, width: 300, height: 380 },
  /** Photo 6, the woman on the right, cut by the frame at her shoulder. */
  cutAtShoulder: { photo: 6, left: 1400, top: 130, width: 450, height: 1250 },
} as const satisfies Record<string, Crop>;

export type PersonCropName = keyof typeof PERSON_CROPS;

/** The crops a try-on should dress: one person, facing the camera, shoulders to hips. */
export const GOOD_CROPS = [
  'greenDress',
  'redDress',
  'uniform',
  'blackTop',
  'greySlip',
  'forearmAcross',
] as const satisfies readonly PersonCropName[];

/** One crop as a JPEG (made in memory; write it to the system's temporary folder only). */
export async function personCrop(name: PersonCropName): Promise<Buffer> {
  const { photo, ...box } = PERSON_CROPS[name];
  return sharp(await demoPhoto(photo))
    .extract(box)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The green-dress crop shrunk to 150 px wide on a large grey backdrop: a person far away. */
export async function farAwayPerson(): Promise<Buffer> {
  const small = await sharp(await personCrop('greenDress'))
    .resize(150)
    .toBuffer();
  return sharp(small)
    .extend({ top: 700, bottom: 500, left: 700, right: 700, background: '#8a8580' })
    .jpeg()
    .toBuffer();
}
