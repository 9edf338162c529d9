/**
 * The local body generator rendered for real (SVG layers → librsvg and the volume light → PNG or
 * JPEG), measured on its pixels; with a face, on a real photo (its results are written to the
 * system's temporary folder to be looked at, never committed).
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GenerationPhase } from '../../../common/contracts/generations';
import type { BodyInput } from '../../../server/engines/body-engine';
import type { EngineRun } from '../../../server/engines/engine';
import {
  bodyCanvas,
  createLocalBodyEngine,
  drawBody,
  figureParams,
} from '../../../server/engines/local/body/body-engine';
import { bodyFigure, sectionHalfWidth } from '../../../server/engines/local/body/body-figure';
import type { BodyParams } from '../../../server/engines/local/body/body-params';
import {
  bodyLayout,
  hairColourAt,
  headOnCanvas,
} from '../../../server/engines/local/body/body-svg';
import { renderBody } from '../../../server/engines/local/body/render-body';
import { onePersonPhoto } from '../helpers/real-photos';

const CANVAS = { width: 600, height: 800 };
/** A pure red skin makes every body pixel (skin and base layer) reddish on the grey backdrop. */
const params = (overrides: Partial<BodyParams> = {}): BodyParams => ({
  gender: 'female',
  heightCm: 165,
  weightKg: 58,
  hipsCm: 100,
  skinTone: '#ff0000',
  ...overrides,
});

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const body = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return data[i]! - data[i + 1]! > 40;
  };
  return { info, body };
}

/** The width of the body run through the centre line at row y, in pixels. */
function runWidth(body: (x: number, y: number) => boolean, cx: number, y: number): number {
  let left = cx;
  let right = cx;
  while (body(left - 1, y)) left--;
  while (body(right + 1, y)) right++;
  return right - left + 1;
}

describe('renderBody', () => {
  it('makes a PNG of the requested size', async () => {
    const rendered = await renderBody(params(), CANVAS);
    const meta = await sharp(rendered.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      ...CANVAS,
    });
    expect(rendered.contentType).toBe('image/png');
  });

  it('draws the waist as wide as its girth says, and wider for a larger girth', async () => {
    const { pxPerCm, floorY, cx } = bodyLayout(CANVAS);
    const widths: number[] = [];
    for (const waistCm of [62, 78]) {
      const { bytes, figure } = await renderBody(params({ waistCm }), CANVAS);
      const top = floorY - figure.heightCm * pxPerCm;
      const y = Math.round(top + figure.landmarks.waist * figure.heightCm * pxPerCm);
      const { body } = await pixels(bytes);
      const width = runWidth(body, Math.round(cx), y);
      expect(width).toBeCloseTo(2 * sectionHalfWidth(waistCm, 1.3) * pxPerCm, -0.7);
      widths.push(width);
    }
    expect(widths[1]! / widths[0]!).toBeCloseTo(78 / 62, 1);
  });

  it('stands a taller body taller on the same scale', async () => {
    const { pxPerCm, cx } = bodyLayout(CANVAS);
    const tops: number[] = [];
    for (const heightCm of [160, 190]) {
      const { bytes } = await renderBody(
        params({ gender: 'male', heightCm, skinTone: '#202020' }),
        CANVAS,
      );
      const { data, info } = await sharp(bytes)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const column = Math.round(cx);
      let y = 0;
      while (data[(y * info.width + column) * info.channels]! > 120) y++;
      tops.push(y);
    }
    expect(tops[0]! - tops[1]!).toBeCloseTo(30 * pxPerCm, -0.5);
  });

  it('refuses parameters it cannot draw', async () => {
    await expect(renderBody(params({ heightCm: 90 }))).rejects.toThrow(/heightCm/);
  });

  it('draws the same picture for the same parameters', async () => {
    const [a, b] = await Promise.all([renderBody(params()), renderBody(params())]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(bodyFigure(params()).bmi).toBe(21.3);
  });
});

describe('the local body engine', () => {
  const request: BodyInput = {
    gender: 'female',
    heightCm: 165,
    weightKg: 58,
    age: 29,
    bodyType: 'average',
    skinTone: 'tone-08',
    aspectRatio: '3:4',
  };
  const recordingRun = () => {
    const phases: GenerationPhase[] = [];
    const run: EngineRun = {
      signal: new AbortController().signal,
      onPhase: (phase) => (phases.push(phase), Promise.resolve()),
    };
    return { run, phases };
  };

  it.each([
    ['3:4', 1536, 2048],
    ['2:3', 1365, 2048],
    ['9:16', 1152, 2048],
    ['1:1', 2048, 2048],
  ] as const)('draws %s at a 2048 px long edge', (ratio, width, height) => {
    expect(bodyCanvas(ratio)).toEqual({ width, height });
  });

  it('answers a JPEG of the canvas, going through every phase', async () => {
    const { run, phases } = recordingRun();
    const output = await createLocalBodyEngine().generate(request, run);
    const meta = await sharp(output.bytes).metadata();
    expect(output).toMatchObject({ contentType: 'image/jpeg', width: 1536, height: 2048 });
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1536, 2048]);
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
  });

  it('lays the face of a real photo on the head in the figure’s skin tone', async () => {
    const face = { bytes: await onePersonPhoto(), contentType: 'image/jpeg' };
    const canvas = bodyCanvas('3:4');
    const figure = bodyFigure(figureParams(request));
    const head = headOnCanvas(figure, canvas);
    // The lower face: between the eyes and the chin, clear of the hair.
    const box = {
      left: Math.round(head.cx - head.rx * 0.5),
      top: Math.round(head.cy),
      width: Math.round(head.rx),
      height: Math.round(head.ry * 0.6),
    };
    /** The box's pixels, and its mean per channel (sharp's stats() reads the input, uncut). */
    const region = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes)
        .extract(box)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const means = [0, 1, 2].map((channel) => {
        let sum = 0;
        for (let i = channel; i < data.length; i += info.channels) sum += data[i]!;
        return sum / (info.width * info.height);
      });
      return { data, info, means };
    };
    /** Mean difference between neighbouring pixels' green: a drawn head is smooth, a face is not. */
    const detail = ({ data, info }: Awaited<ReturnType<typeof region>>) => {
      let sum = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 1; x < info.width; x++) {
          const i = (y * info.width + x) * info.channels + 1;
          sum += Math.abs(data[i]! - data[i - info.channels]!);
        }
      return sum / (info.height * (info.width - 1));
    };
    for (const skinTone of ['tone-02', 'tone-08'] as const) {
      const plain = await drawBody({ ...request, skinTone }, recordingRun().run);
      const withFace = await drawBody({ ...request, skinTone, face }, recordingRun().run);
      await writeFile(join(tmpdir(), `body-engine-face-${skinTone}.jpg`), withFace.bytes);
      const [bare, faced] = await Promise.all([region(plain.bytes), region(withFace.bytes)]);
      expect(detail(faced)).toBeGreaterThan(detail(bare) * 2);
      // Its colour is the figure's: each channel's mean close to the bare head's.
      for (const channel of [0, 1, 2]) {
        const difference = Math.abs(faced.means[channel]! - bare.means[channel]!);
        expect(difference, `${skinTone} channel ${channel}`).toBeLessThan(12);
      }
    }
  });

  it('fails with no_face_detected when the face photo shows none by the time it runs', async () => {
    const wall = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#998877' },
    })
      .jpeg()
      .toBuffer();
    await expect(
      drawBody(
        { ...request, face: { bytes: wall, contentType: 'image/jpeg' } },
        recordingRun().run,
      ),
    ).rejects.toMatchObject({ code: 'no_face_detected', retryable: false });
  });

  it('greys the hair with age, from 45', () => {
    expect(hairColourAt(30)).toBe(hairColourAt(undefined));
    expect(hairColourAt(45)).toBe(hairColourAt(undefined));
    const grey = (hex: string) => parseInt(hex.slice(1, 3), 16);
    expect(grey(hairColourAt(60))).toBeGreaterThan(grey(hairColourAt(45)));
    expect(grey(hairColourAt(80))).toBeGreaterThan(grey(hairColourAt(60)));
  });

  it('gives each somatotype its build: the endomorph the widest waist, the ectomorph the narrowest', () => {
    const waist = (bodyType: BodyParams['bodyType']) =>
      bodyFigure({ ...figureParams(request), bodyType }).half.waist;
    expect(waist('endomorph')).toBeGreaterThan(waist('average'));
    expect(waist('ectomorph')).toBeLessThan(waist('slim'));
    const shoulders = (bodyType: BodyParams['bodyType']) =>
      bodyFigure({ ...figureParams(request), bodyType }).half.shoulder;
    expect(shoulders('mesomorph')).toBeGreaterThan(shoulders('average'));
  });
});
