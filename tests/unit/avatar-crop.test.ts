import { describe, expect, it } from 'vitest';
import { centreSquare } from '../../workers/media/resize-geometry';

describe('centreSquare: what a profile picture keeps of a photo', () => {
  it('keeps the middle of a landscape photo, full height', () => {
    expect(centreSquare({ width: 4032, height: 3024 })).toEqual({ x: 504, y: 0, side: 3024 });
  });

  it('keeps the middle of a portrait photo, full width', () => {
    expect(centreSquare({ width: 1080, height: 1920 })).toEqual({ x: 0, y: 420, side: 1080 });
  });

  it('keeps a square whole, and an odd margin on whole pixels', () => {
    expect(centreSquare({ width: 512, height: 512 })).toEqual({ x: 0, y: 0, side: 512 });
    expect(centreSquare({ width: 301, height: 200 })).toEqual({ x: 50, y: 0, side: 200 });
  });
});
