/**
 * The hairstyle changer's local engine on a real portrait (a demo photo from node_modules,
 * tests/server/helpers/real-photos.ts): the hair recoloured around the face found, the face and
 * the backdrop left alone, a painted mask obeyed, a chosen template shown as a reference card,
 * and no face refused. Results are written to the system's temporary folder to look at, never
 * to the repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces } from '../../../server/engines/local/faces';
import { hairMaskFromFace } from '../../../server/engines/local/hair/face-hair-mask';
import { createLocalHairEngine } from '../../../server/engines/local/hair/hair-engine';
import { INTERSECT_FROM, withPaintedMask } from '../../../server/engines/local/hair/painted-mask';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import { refineMask } from '../../../server/engines/local/mask-refine';
import { segmentPerson } from '../../../server/engines/local/person-segmentation';
import { fromRaster, type Raster } from '../../../server/engines/local/raster';
import { onePersonPhoto } from '../helpers/real-photos';
import { recordingRun } from '../helpers/engine-runs';

const OUT = path.join(tmpdir(), 'hairstyle-engine-test');
const engine = createLocalHairEngine();

/** Mean absolute difference of two same-size RGB rasters over a box. */
function meanChange(
  a: Raster,
  b: Raster,
  box: { left: number; top: number; right: number; bottom: number },
) {
  let sum = 0;
  let count = 0;
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
      count += 3;
    }
  return sum / count;
}

let portrait: Buffer;
let original: Raster;
let face: { left: number; top: number; width: number; height: number };
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  portrait = await onePersonPhoto();
  original = await decodeModelPhoto(portrait);
  const [found] = await detectFaces(original);
  face = found!.box;
}, 30_000);

const image = () => ({ bytes: portrait, contentType: 'image/jpeg' });

async function decoded(bytes: Buffer, name: string): Promise<Raster> {
  writeFileSync(path.join(OUT, name), bytes);
  return decodeModelPhoto(bytes);
}

describe('the local hair engine on a real portrait', () => {
  it('recolours the hair above the forehead and leaves the face and the backdrop', async () => {
    const { run, phases } = recordingRun();

    const output = await engine.changeHair({ image: image(), colour: 'platinum-blonde' }, run);
    const result = await decoded(output.bytes, 'platinum.jpg');

    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
    expect(output).toMatchObject({ contentType: 'image/jpeg', width: 600, height: 800 });
    const cheeks = {
      left: Math.round(face.left + face.width * 0.3),
      right: Math.round(face.left + face.width * 0.7),
      top: Math.round(face.top + face.height * 0.45),
      bottom: Math.round(face.top + face.height * 0.75),
    };
    const crown = {
      left: Math.round(face.left + face.width * 0.35),
      right: Math.round(face.left + face.width * 0.65),
      top: Math.max(0, Math.round(face.top - face.height * 0.15)),
      bottom: Math.round(face.top + face.height * 0.02),
    };
    const corner = { left: 0, right: 40, top: 0, bottom: 40 };
    expect(meanChange(original, result, cheeks)).toBeLessThan(4);
    expect(meanChange(original, result, corner)).toBeLessThan(4);
    expect(meanChange(original, result, crown)).toBeGreaterThan(20);
  });

  it('changes nothing outside a painted mask', async () => {
    // The left half painted: the right half must come back as it was (up to JPEG's rounding).
    const mask = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 800, channels: 3, background: '#ffffff' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

    const output = await engine.changeHair(
      { image: image(), mask: { bytes: mask, contentType: 'image/png' }, colour: 'blue' },
      recordingRun().run,
    );
    const result = await decoded(output.bytes, 'blue-left-half.jpg');

    expect(
      meanChange(original, result, { left: 310, right: 600, top: 0, bottom: 800 }),
    ).toBeLessThan(3);
    expect(
      meanChange(original, result, { left: 0, right: 300, top: 0, bottom: 800 }),
    ).toBeGreaterThan(3);
  });

  it("leaves another person's face in the photo as it was", async () => {
    const [, neighbour] = await detectFaces(original);
    expect(neighbour).toBeDefined();
    const output = await engine.changeHair(
      { image: image(), colour: 'copper' },
      recordingRun().run,
    );
    const result = await decoded(output.bytes, 'copper-neighbour.jpg');
    const { left, top, width, height } = neighbour!.box;
    // The middle of the neighbour's face: no copper there (JPEG noise only).
    const middle = {
      left: Math.round(left + width * 0.3),
      right: Math.round(Math.min(result.width, left + width * 0.7)),
      top: Math.round(top + height * 0.3),
      bottom: Math.round(top + height * 0.7),
    };
    expect(meanChange(original, result, middle)).toBeLessThan(3);
  });

  it('shows a chosen template as a reference card in a corner away from the face', async () => {
    const output = await engine.changeHair(
      { image: image(), hairstyle: 'modern-bob', colour: 'copper' },
      recordingRun().run,
    );
    const result = await decoded(output.bytes, 'copper-modern-bob.jpg');

    // The card's white frame starts 3 % of the short edge in from a corner, never the
    // bottom right (the watermark's).
    const margin = Math.round(600 * 0.03);
    const white = ([x, y]: [number, number]) => {
      const i = (y * result.width + x) * 3;
      return [0, 1, 2].every((c) => result.data[i + c]! > 230);
    };
    const corners: Array<[number, number]> = [
      [margin + 1, margin + 1],
      [600 - margin - 2, margin + 1],
      [margin + 1, 800 - margin - 2],
      [600 - margin - 2, 800 - margin - 2],
    ];
    const framed = corners.filter(white);
    expect(framed).toHaveLength(1);
    expect(framed[0]).not.toEqual(corners[3]);
    // Away from the face: the farthest of the three corners from its centre.
    const [x, y] = framed[0]!;
    const faceCentre = [face.left + face.width / 2, face.top + face.height / 2];
    const away = ([cx, cy]: [number, number]) =>
      Math.hypot(cx - faceCentre[0]!, cy - faceCentre[1]!);
    expect(Math.max(...corners.slice(0, 3).map(away))).toBeCloseTo(away([x, y]), 0);
  });

  it('refuses a picture without a face as no_face_detected', async () => {
    const flat = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#b0a090' },
    })
      .jpeg()
      .toBuffer();

    await expect(
      engine.changeHair(
        { image: { bytes: flat, contentType: 'image/jpeg' }, colour: 'red' },
        recordingRun().run,
      ),
    ).rejects.toMatchObject({ name: 'EngineError', code: 'no_face_detected' });
  });
});

describe('the automatic hair mask on the same portrait', () => {
  it('stays off the skin beside the neck and the striped top, and keeps the hair down to the shoulder', async () => {
    const [subject] = await detectFaces(original);
    const person = await refineMask(original, await segmentPerson(original));
    const mask = await hairMaskFromFace(original, person, subject!);
    await fromRaster(mask).png().toFile(path.join(OUT, 'automatic-mask.png'));

    // Boxes in face widths (across the oval, ear to ear) and face heights (forehead to chin).
    const at = (index: number) => subject!.mesh[index]!;
    const [chinX, chinY] = at(152);
    const [foreheadX, foreheadY] = at(10);
    const faceHeight = Math.hypot(chinX - foreheadX, chinY - foreheadY);
    const faceWidth = Math.abs(at(454)[0] - at(234)[0]);
    const isHair = (x: number, y: number) => mask.data[y * mask.width + x]! >= 128;
    function covered(x: [number, number], y: [number, number], [fromX, fromY]: [number, number]) {
      let hair = 0;
      let all = 0;
      for (let py = Math.round(fromY + y[0] * faceHeight); py < fromY + y[1] * faceHeight; py++)
        for (let px = Math.round(fromX + x[0] * faceWidth); px < fromX + x[1] * faceWidth; px++) {
          all++;
          if (isHair(px, py)) hair++;
        }
      return hair / all;
    }
    let onTop = 0;
    let everywhere = 0;
    for (let p = 0; p < mask.data.length; p++) {
      if (mask.data[p]! < 128) continue;
      everywhere++;
      // Her striped top begins about 0.8 face heights under the chin; her hair ends above it.
      if (Math.floor(p / mask.width) > chinY + 0.8 * faceHeight) onTop++;
    }

    expect(onTop / everywhere).toBeLessThan(0.01);
    // The skin beside her neck, on the side where her hair hangs.
    expect(covered([-0.5, -0.2], [0.3, 0.8], [chinX, chinY])).toBeLessThan(0.01);
    // The hair: the crown, both sides of the face, and what hangs beside the neck.
    expect(covered([-0.2, 0.2], [-0.6, -0.35], [foreheadX, foreheadY])).toBeGreaterThan(0.95);
    expect(covered([-0.85, -0.65], [0.1, 0.5], [foreheadX, foreheadY])).toBeGreaterThan(0.95);
    expect(covered([0.6, 0.8], [0.1, 0.5], [foreheadX, foreheadY])).toBeGreaterThan(0.95);
    expect(covered([-0.85, -0.55], [0.1, 0.5], [chinX, chinY])).toBeGreaterThan(0.5);
  });
});

describe('a painted mask with the automatic one', () => {
  const raster = (values: number[]): Raster => ({
    data: Buffer.from(values),
    width: values.length,
    height: 1,
    channels: 1,
  });
  const everyone = raster([255, 255, 255, 255, 255]);

  it('is refined by the automatic mask where they mostly agree', () => {
    const painted = raster([255, 255, 255, 255, 0]);
    const automatic = raster([255, 255, 200, 0, 255]);

    expect([...withPaintedMask(automatic, painted, everyone).data]).toEqual([255, 255, 200, 0, 0]);
  });

  it('is kept on the person where the automatic mask mostly misses it', () => {
    const painted = raster([255, 255, 255, 255, 0]);
    const missed = Math.floor(255 * 4 * (INTERSECT_FROM - 0.05));
    const automatic = raster([missed, 0, 0, 0, 255]);
    const person = raster([255, 255, 128, 0, 255]);

    expect([...withPaintedMask(automatic, painted, person).data]).toEqual([255, 255, 128, 0, 0]);
  });
});
