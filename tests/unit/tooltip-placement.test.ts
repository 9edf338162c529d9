import { describe, expect, it } from 'vitest';
import {
  placeTooltip,
  TOOLTIP_GAP_PX,
  VIEWPORT_MARGIN_PX,
  type Rect,
} from '../../src/components/tutorial/tooltip-placement';

const viewport = { width: 1280, height: 800 };
const tooltip = { width: 360, height: 200 };
const target = (top: number, left: number, width = 200, height = 100): Rect => ({
  top,
  left,
  width,
  height,
});

describe('tooltip placement', () => {
  it('centres a step without a target', () => {
    expect(placeTooltip({ target: null, tooltip, viewport })).toEqual({
      top: 300,
      left: 460,
      side: null,
    });
  });

  it('puts the tooltip below the target by default, centred on it', () => {
    const position = placeTooltip({ target: target(100, 500), tooltip, viewport });
    expect(position).toEqual({ side: 'bottom', top: 200 + TOOLTIP_GAP_PX, left: 420 });
  });

  it('uses the requested side when it fits', () => {
    const position = placeTooltip({
      target: target(300, 500),
      tooltip,
      viewport,
      placement: 'left',
    });
    expect(position.side).toBe('left');
    expect(position.left).toBe(500 - TOOLTIP_GAP_PX - 360);
  });

  it('flips to the opposite side when the requested one has no room', () => {
    expect(
      placeTooltip({ target: target(40, 500), tooltip, viewport, placement: 'top' }).side,
    ).toBe('bottom');
    expect(
      placeTooltip({ target: target(300, 1000), tooltip, viewport, placement: 'right' }).side,
    ).toBe('left');
  });

  it('on auto, goes above when there is no room below', () => {
    expect(placeTooltip({ target: target(600, 500), tooltip, viewport }).side).toBe('top');
  });

  it('keeps the tooltip inside the viewport when the target hugs an edge', () => {
    const position = placeTooltip({ target: target(100, 0, 80, 40), tooltip, viewport });
    expect(position.left).toBe(VIEWPORT_MARGIN_PX);
    const right = placeTooltip({ target: target(100, 1240, 40, 40), tooltip, viewport });
    expect(right.left).toBe(1280 - 360 - VIEWPORT_MARGIN_PX);
  });

  it('stays on screen for a target taller than the viewport (a phone)', () => {
    const phone = { width: 390, height: 700 };
    const card = { width: 366, height: 260 };
    const position = placeTooltip({
      target: target(-200, 10, 370, 1200),
      tooltip: card,
      viewport: phone,
    });
    expect(position.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN_PX);
    expect(position.top + card.height).toBeLessThanOrEqual(700 - VIEWPORT_MARGIN_PX);
    expect(position.left).toBe(VIEWPORT_MARGIN_PX);
  });

  it('applies the step offset', () => {
    const plain = placeTooltip({ target: target(100, 500), tooltip, viewport });
    const moved = placeTooltip({
      target: target(100, 500),
      tooltip,
      viewport,
      offset: { x: 20, y: 10 },
    });
    expect(moved.left - plain.left).toBe(20);
    expect(moved.top - plain.top).toBe(10);
  });
});
