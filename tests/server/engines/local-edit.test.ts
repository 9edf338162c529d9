/**
 * Image editing's local engine on a real portrait (a demo photo from node_modules,
 * tests/server/helpers/real-photos.ts): each preset changes the picture for real, a painted
 * mask keeps every pixel outside it, remove background gives transparency around the person,
 * face enhancement changes the face and nothing else, and the presets a prompt names run like
 * chosen ones. Results go to the system's temporary folder to look at, never to the repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDIT_PRESETS, type EditPreset } from '../../../common/studios/image-editing';
import type { EditInput } from '../../../server/engines/edit-engine';
import {
  createLocalEditEngine,
  localPresetsOf,
} from '../../../server/engines/local/edit/edit-engine';
import { detectFaces } from '../../../server/engines/local/faces';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import type { Raster } from '../../../server/engines/local/raster';
import { recordingRun } from '../helpers/engine-runs';
import { onePersonPhoto } from '../helpers/real-photos';

const OUT = path.join(tmpdir(), 'image-editing-engine-test');
const engine = createLocalEditEngine();

let portrait: Buffer;
let original: Raster;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  // Taken in a dim shop (darker than the demo photo), as the presets are for; a PNG, so the
  // comparison is of the engine's pixels, not of a second JPEG encoding.
  portrait = await sharp(await onePersonPhoto())
    .linear(0.6, 0)
    .png()
    .toBuffer();
  original = await decodeModelPhoto(portrait);
}, 60_000);

type Box = { left: number; top: number; right: number; bottom: number };
const WHOLE = (image: Raster): Box => ({
  left: 0,
  top: 0,
  right: image.width,
  bottom: image.height,
});

/** Mean absolute difference per channel of two same-size rasters' RGB over a box. */
function meanChange(a: Raster, b: Raster, box: Box, inside = true) {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const within = x >= box.left && x < box.right && y >= box.top && y < box.bottom;
      if (within !== inside) continue;
      const i = (y * a.width + x) * a.channels;
      const j = (y * b.width + x) * b.channels;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[j + c]!);
      count += 3;
    }
  return sum / count;
}

async function edit(overrides: Partial<EditInput>) {
  const output = await engine.edit(
    {
      image: { bytes: portrait, contentType: 'image/png' },
      presets: [],
      strength: 0.85,
      guidanceScale: 3.5,
      steps: 28,
      ...overrides,
    },
    recordingRun().run,
  );
  const name = [...(overrides.presets ?? []), overrides.mask ? 'masked' : ''].join('+');
  writeFileSync(
    path.join(OUT, `${name}.${output.contentType === 'image/png' ? 'png' : 'jpg'}`),
    output.bytes,
  );
  const { data, info } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
  const raster: Raster = {
    data,
    width: info.width,
    height: info.height,
    channels: info.channels as 3 | 4,
  };
  return { output, raster };
}

/** A mask (white = change) over the left half of the portrait. */
const leftHalfMask = () =>
  sharp({
    create: { width: original.width, height: original.height, channels: 3, background: '#000' },
  })
    .composite([
      {
        input: {
          create: {
            width: original.width / 2,
            height: original.height,
            channels: 3,
            background: '#fff',
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe('each preset', () => {
  const tonePresets = EDIT_PRESETS.filter((preset) => preset !== 'remove_background');

  it.each(tonePresets)(
    '%s changes the picture for real, keeping its size',
    async (preset) => {
      const { output, raster } = await edit({ presets: [preset] });

      expect(output).toMatchObject({
        contentType: 'image/jpeg',
        width: original.width,
        height: original.height,
      });
      // Above the JPEG encoding's own noise (about 1 per channel) by a clear margin.
      expect(meanChange(original, raster, WHOLE(original))).toBeGreaterThan(
        preset === 'face_enhancement' ? 0.8 : 3,
      );
    },
    60_000,
  );

  it('remove_background gives a PNG, transparent around the person and opaque on her', async () => {
    const { output, raster } = await edit({ presets: ['remove_background'] });

    expect(output.contentType).toBe('image/png');
    expect(raster.channels).toBe(4);
    const alpha = (x: number, y: number) => raster.data[(y * raster.width + x) * 4 + 3]!;
    let clear = 0;
    for (let p = 3; p < raster.data.length; p += 4) if (raster.data[p]! < 16) clear++;
    // The window blinds at the top left are background; the face at the centre is the person.
    expect(clear / (raster.width * raster.height)).toBeGreaterThan(0.1);
    expect(alpha(20, 20)).toBeLessThan(16);
    expect(alpha(250, 300)).toBeGreaterThan(240);
  }, 60_000);
});

describe('a painted mask', () => {
  it('keeps every pixel outside it byte for byte, and changes the inside', async () => {
    const mask = { bytes: await leftHalfMask(), contentType: 'image/png' };

    const { raster } = await edit({ presets: ['remove_background', 'lighting_correction'], mask });

    const left: Box = { left: 0, top: 0, right: original.width / 2, bottom: original.height };
    const outsideChanges = meanChange(original, raster, left, false);
    expect(outsideChanges).toBe(0);
    let opaqueOutside = true;
    for (let y = 0; y < raster.height; y++)
      for (let x = original.width / 2; x < raster.width; x++)
        if (raster.data[(y * raster.width + x) * 4 + 3] !== 255) opaqueOutside = false;
    expect(opaqueOutside).toBe(true);
    expect(meanChange(original, raster, left)).toBeGreaterThan(3);
  }, 60_000);

  it('keeps the outside near-equal when the result is a JPEG', async () => {
    const mask = { bytes: await leftHalfMask(), contentType: 'image/png' };

    const { raster } = await edit({ presets: ['artistic_style'], mask });

    const left: Box = { left: 0, top: 0, right: original.width / 2 - 8, bottom: original.height };
    const right: Box = {
      left: original.width / 2 + 8,
      top: 0,
      right: original.width,
      bottom: original.height,
    };
    expect(meanChange(original, raster, right)).toBeLessThan(1.5);
    expect(meanChange(original, raster, left)).toBeGreaterThan(8);
  }, 60_000);
});

describe('face enhancement', () => {
  it('changes the face and leaves everything outside its box as it was', async () => {
    const [face] = await detectFaces(original);
    const { raster } = await edit({ presets: ['face_enhancement'] });

    const grow = 0.4 * face!.box.width;
    const around: Box = {
      left: Math.max(0, Math.floor(face!.box.left - grow)),
      top: Math.max(0, Math.floor(face!.box.top - grow)),
      right: Math.ceil(face!.box.left + face!.box.width + grow),
      bottom: Math.ceil(face!.box.top + face!.box.height + grow),
    };
    const inner: Box = {
      left: Math.round(face!.box.left + face!.box.width * 0.25),
      top: Math.round(face!.box.top + face!.box.height * 0.3),
      right: Math.round(face!.box.left + face!.box.width * 0.75),
      bottom: Math.round(face!.box.top + face!.box.height * 0.7),
    };
    // Outside: only the JPEG encoding's noise. Inside: smoothed and lifted.
    expect(meanChange(original, raster, around, false)).toBeLessThan(1.2);
    expect(meanChange(original, raster, inner)).toBeGreaterThan(2.5);
  }, 60_000);
});

describe('presets named in the prompt', () => {
  it('run like chosen ones, once each and in the presets’ order', () => {
    expect(
      localPresetsOf({ presets: ['enhance_quality'], prompt: 'Xoá nền, làm sáng hơn và làm nét' }),
    ).toEqual<EditPreset[]>(['lighting_correction', 'enhance_quality', 'remove_background']);
  });

  it('a prompt naming remove background gives transparency with no preset chosen', async () => {
    const { output } = await edit({ prompt: 'remove the background' });

    expect(output.contentType).toBe('image/png');
  }, 60_000);
});
