/** The local body generator rendered for real (SVG → librsvg → PNG), measured on its pixels. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bodyFigure, sectionHalfWidth } from '../../../server/engines/local/body/body-figure';
import type { BodyParams } from '../../../server/engines/local/body/body-params';
import { bodyLayout } from '../../../server/engines/local/body/body-svg';
import { renderBody } from '../../../server/engines/local/body/render-body';

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
