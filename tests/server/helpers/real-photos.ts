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
