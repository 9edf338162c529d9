/**
 * The local try-on engine end to end, on the shipped samples and a real photo: real decode,
 * segmentation, pose (for the photo), warp and encode. The tfjs runtime starts once per file
 * (the engine keeps it warm), so most of the time here is the jobs themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GarmentCategory, GenerationPhase } from '../../../common/contracts/generations';
import { GARMENT_CATEGORIES } from '../../../common/contracts/generations';
import { SAMPLES, type Sample, type SampleAnchors } from '../../../common/samples';
import { EngineError, type EngineImage, type EngineRun } from '../../../server/engines/engine';
import { createLocalTryOnEngine } from '../../../server/engines/local/tryon-engine';
import { applyWatermark } from '../../../server/adapters/media/watermark';

const engine = createLocalTryOnEngine();
const PUBLIC = path.join(import.meta.dirname, '../../../public');
const require = createRequire(import.meta.url);

/** A person's upper body in one of @vladmandic/human's own sample pictures (never committed). */
const HUMAN_ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '../assets');
const REAL_PHOTO = {
  file: path.join(HUMAN_ASSETS, 'screenshot-vrm.jpg'),
  crop: { left: 474, top: 0, width: 326, height: 245 },
};

interface RecordedRun extends EngineRun {
  phases: GenerationPhase[];
}

function recordedRun(signal = new AbortController().signal): RecordedRun {
  const phases: GenerationPhase[] = [];
  return { phases, signal, onPhase: async (phase) => void phases.push(phase) };
}

function sampleImage(sample: Sample): EngineImage {
  return {
    bytes: readFileSync(path.join(PUBLIC, sample.file)),
    contentType: 'image/webp',
    anchors: sample.anchors,
  };
}

async function rgb(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Box = { left: number; top: number; right: number; bottom: number };

/** Mean absolute RGB difference of two same-size images over the pixels `inside` accepts. */
function meanDifference(
  a: Buffer,
  b: Buffer,
  width: number,
  inside: (x: number, y: number) => boolean,
  box: Box,
): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(box.top); y < box.bottom; y++)
    for (let x = Math.round(box.left); x < box.right; x++) {
      if (!inside(x, y)) continue;
      const i = (y * width + x) * 3;
      sum +=
        Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
      count += 3;
    }
  return sum / count;
}

/**
 * Where the garment must surely be: the inner part of the torso quad for what covers the torso,
 * the top of the thighs for bottoms.
 */
function coveredRegion(
  anchors: SampleAnchors,
  category: GarmentCategory,
): { box: Box; inside: (x: number, y: number) => boolean } {
  const xs = [anchors.leftShoulder[0], anchors.rightShoulder[0]];
  const shoulderY = (anchors.leftShoulder[1] + anchors.rightShoulder[1]) / 2;
  const hipY = (anchors.leftHip[1] + anchors.rightHip[1]) / 2;
  const centre = (xs[0]! + xs[1]!) / 2;
  const torso = hipY - shoulderY;
  if (category === 'bottoms') {
    const half = Math.abs(anchors.leftHip[0] - anchors.rightHip[0]) * 0.45;
    const box = {
      left: centre - half,
      right: centre + half,
      top: hipY,
      bottom: hipY + 0.4 * torso,
    };
    return { box, inside: () => true };
  }
  const half = Math.abs(xs[0]! - xs[1]!) * 0.3;
  const box = {
    left: centre - half,
    right: centre + half,
    top: shoulderY + 0.2 * torso,
    bottom: hipY - 0.1 * torso,
  };
  return { box, inside: () => true };
}

const models = SAMPLES.filter((sample) => sample.kind === 'model');
const firstGarment = (category: GarmentCategory) =>
  SAMPLES.find((sample) => sample.kind === 'garment' && sample.category === category)!;

beforeAll(async () => {
  // Warm-up (the first job loads the models): not part of any test's timing.
  await engine.tryOn(
    {
      model: sampleImage(models[0]!),
      garment: sampleImage(firstGarment('tops')),
      category: 'tops',
    },
    recordedRun(),
  );
}, 60_000);

describe('local try-on on the shipped samples', () => {
  for (const model of models) {
    it(`dresses ${model.id} in one garment of every category, inside the torso`, async () => {
      const original = await rgb(readFileSync(path.join(PUBLIC, model.file)));
      for (const category of GARMENT_CATEGORIES) {
        const run = recordedRun();
        const output = await engine.tryOn(
          { model: sampleImage(model), garment: sampleImage(firstGarment(category)), category },
          run,
        );
        expect(run.phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
        expect(output.contentType).toBe('image/jpeg');
        expect([...output.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        const result = await rgb(output.bytes);
        expect([result.width, result.height, output.width, output.height]).toEqual([
          model.width,
          model.height,
          model.width,
          model.height,
        ]);
        const { box, inside } = coveredRegion(model.anchors!, category);
        const corners = (x: number, y: number) =>
          y < model.height * 0.12 && (x < model.width * 0.15 || x > model.width * 0.85);
        const under = meanDifference(original.data, result.data, result.width, inside, box);
        const away = meanDifference(original.data, result.data, result.width, corners, {
          left: 0,
          top: 0,
          right: model.width,
          bottom: model.height,
        });
        // Measured: 16–110 under the garment (camel on a tan mannequin is the closest pair),
        // under 0.6 in the backdrop's corners (JPEG noise).
        expect({ category, under: under > 10, away: away < 2 }).toEqual({
          category,
          under: true,
          away: true,
        });
      }
    });
  }
});

describe('local try-on on a photo', () => {
  it.skipIf(!existsSync(REAL_PHOTO.file))(
    'finds the person in a real photo and dresses the torso',
    async () => {
      const photo = await sharp(REAL_PHOTO.file)
        .extract(REAL_PHOTO.crop)
        .jpeg({ quality: 95 })
        .toBuffer();
      const run = recordedRun();
      const output = await engine.tryOn(
        {
          model: { bytes: photo, contentType: 'image/jpeg' },
          garment: sampleImage(firstGarment('tops')),
          category: 'tops',
        },
        run,
      );
      expect(run.phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
      const [before, after] = await Promise.all([rgb(photo), rgb(output.bytes)]);
      expect([after.width, after.height]).toEqual([REAL_PHOTO.crop.width, REAL_PHOTO.crop.height]);
      const { width, height } = after;
      // His chest (the middle of the lower third) is covered; the kitchen top left is not.
      const chest = {
        left: width * 0.4,
        right: width * 0.6,
        top: height * 0.75,
        bottom: height * 0.95,
      };
      const kitchen = { left: 0, right: width * 0.2, top: 0, bottom: height * 0.3 };
      expect(meanDifference(before.data, after.data, width, () => true, chest)).toBeGreaterThan(30);
      expect(meanDifference(before.data, after.data, width, () => true, kitchen)).toBeLessThan(4);
    },
  );

  it('answers no_person_detected for a photo of an empty gradient', async () => {
    const gradient = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9c4"/><stop offset="1" stop-color="#6d7f99"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    const failure = await engine
      .tryOn(
        {
          model: { bytes: gradient, contentType: 'image/jpeg' },
          garment: sampleImage(firstGarment('tops')),
          category: 'tops',
        },
        recordedRun(),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).code).toBe('no_person_detected');
  });
});

describe('local try-on refusals', () => {
  it('answers input_unreadable for a truncated JPEG', async () => {
    const whole = await sharp(readFileSync(path.join(PUBLIC, models[0]!.file)))
      .jpeg()
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const failure = await engine
      .tryOn(
        {
          model: { bytes: truncated, contentType: 'image/jpeg' },
          garment: sampleImage(firstGarment('tops')),
          category: 'tops',
        },
        recordedRun(),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).code).toBe('input_unreadable');
  });

  it('answers input_unreadable for a garment that is not an image', async () => {
    const failure = await engine
      .tryOn(
        {
          model: sampleImage(models[0]!),
          garment: {
            bytes: Buffer.from('GIF89a but not really an image'),
            contentType: 'image/gif',
          },
          category: 'tops',
        },
        recordedRun(),
      )
      .catch((error: unknown) => error);
    expect((failure as EngineError).code).toBe('input_unreadable');
  });

  it('stops with the abort reason, before any phase, when the job is already cancelled', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    const run = recordedRun(controller.signal);
    const failure = await engine
      .tryOn(
        {
          model: sampleImage(models[0]!),
          garment: sampleImage(firstGarment('tops')),
          category: 'tops',
        },
        run,
      )
      .catch((error: unknown) => error);
    expect(failure).toBe(reason);
    expect(run.phases).toEqual(['analysing']);
  });
});

describe('watermark', () => {
  it('marks the bottom-right corner visibly and keeps the size and format', async () => {
    const plain = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#d9cfc4' },
    })
      .jpeg()
      .toBuffer();
    const marked = await applyWatermark(plain);
    const meta = await sharp(marked).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 900, 1200]);
    const [before, after] = await Promise.all([rgb(plain), rgb(marked)]);
    const corner = { left: 900 * 0.7, right: 900, top: 1200 * 0.9, bottom: 1200 };
    expect(meanDifference(before.data, after.data, 900, () => true, corner)).toBeGreaterThan(15);
  });
});
