import { describe, expect, it } from 'vitest';
import { MAX_BRUSH_SIZE_PX, MIN_BRUSH_SIZE_PX } from '../../common/mask';
import {
  clampBrushSize,
  defaultBrushSize,
  stepBrushSize,
} from '../../src/components/mask-editor/brush-size';
import {
  fitView,
  pinchView,
  toImagePoint,
  zoomAround,
  type FingerPair,
} from '../../src/components/mask-editor/view-transform';

const IMAGE = { width: 1200, height: 800 };
const VIEWPORT = { width: 632, height: 632 };

describe('view transform', () => {
  it('fits the image inside the padded viewport, centred', () => {
    const view = fitView(IMAGE, VIEWPORT);
    expect(view.scale).toBeCloseTo(600 / 1200);
    expect(view).toMatchObject({ x: 16, y: 116 });
  });

  it('zooms around the pointer, keeping the image point under it in place', () => {
    const view = fitView(IMAGE, VIEWPORT);
    const anchor = { x: 200, y: 300 };
    const before = toImagePoint(view, anchor);
    const zoomed = zoomAround(view, anchor, 2, view.scale);
    expect(zoomed.scale).toBeCloseTo(view.scale * 2);
    expect(toImagePoint(zoomed, anchor).x).toBeCloseTo(before.x);
    expect(toImagePoint(zoomed, anchor).y).toBeCloseTo(before.y);
  });

  it('stops zooming out at half the fitted scale and zooming in at 16 screen px a pixel', () => {
    const view = fitView(IMAGE, VIEWPORT);
    expect(zoomAround(view, { x: 0, y: 0 }, 0.01, view.scale).scale).toBeCloseTo(view.scale / 2);
    expect(zoomAround(view, { x: 0, y: 0 }, 1000, view.scale).scale).toBe(16);
  });

  it('pinches: spreading the fingers twice as far doubles the scale around their midpoint', () => {
    const view = fitView(IMAGE, VIEWPORT);
    const from: FingerPair = [
      { x: 250, y: 300 },
      { x: 350, y: 300 },
    ];
    const to: FingerPair = [
      { x: 220, y: 340 },
      { x: 420, y: 340 },
    ];
    const pinched = pinchView(view, from, to, view.scale);
    expect(pinched.scale).toBeCloseTo(view.scale * 2);
    const held = toImagePoint(view, { x: 300, y: 300 });
    const now = toImagePoint(pinched, { x: 320, y: 340 });
    expect(now.x).toBeCloseTo(held.x);
    expect(now.y).toBeCloseTo(held.y);
  });
});

describe('brush size', () => {
  it('starts at a twentieth of the short side, within the limits', () => {
    expect(defaultBrushSize(1200, 800)).toBe(40);
    expect(defaultBrushSize(10, 10)).toBe(MIN_BRUSH_SIZE_PX);
    expect(defaultBrushSize(20_000, 20_000)).toBe(MAX_BRUSH_SIZE_PX);
  });

  it('steps proportionally, by at least a pixel, and never past the limits', () => {
    expect(stepBrushSize(40, 1)).toBe(46);
    expect(stepBrushSize(46, -1)).toBe(40);
    expect(stepBrushSize(2, 1)).toBe(3);
    expect(stepBrushSize(MIN_BRUSH_SIZE_PX, -1)).toBe(MIN_BRUSH_SIZE_PX);
    expect(stepBrushSize(MAX_BRUSH_SIZE_PX, 1)).toBe(MAX_BRUSH_SIZE_PX);
    expect(clampBrushSize(12.6)).toBe(13);
  });
});
