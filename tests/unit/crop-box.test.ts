/**
 * The person-photo crop box (src/components/studio/crop-box.ts) and its pixels
 * (workers/media/crop-image.ts): the box stays inside the picture and never below its least
 * size, and the pixels it gives are whole and inside the picture.
 */
import { describe, expect, it } from 'vitest';
import { movedBox, resizedBox } from '../../src/components/studio/crop-box';
import { cropPixels } from '../../workers/media/crop-image';

describe('the crop box', () => {
  const box = { x: 0.25, y: 0, width: 0.5, height: 1 };

  it('moves inside the picture, stopping at its sides', () => {
    expect(movedBox(box, -0.1, 0)).toEqual({ ...box, x: 0.15 });
    expect(movedBox(box, -1, 0).x).toBe(0);
    expect(movedBox(box, 1, 0).x).toBe(0.5);
    expect(movedBox(box, 0, 0.3).y).toBe(0);
  });

  it('resizes from its corner, never past the picture nor under a tenth of it', () => {
    expect(resizedBox(box, 0.1, 0)).toMatchObject({ width: 0.6, height: 1 });
    expect(resizedBox(box, 1, 1)).toMatchObject({ width: 0.75, height: 1 });
    expect(resizedBox(box, -1, -1)).toMatchObject({ width: 0.1, height: 0.1 });
  });

  it('gives whole pixels inside the picture', () => {
    expect(cropPixels({ x: 0, y: 0, width: 0.5, height: 1 }, 950, 1387)).toEqual({
      left: 0,
      top: 0,
      width: 475,
      height: 1387,
    });
    expect(cropPixels({ x: 0.9, y: 0.9, width: 0.5, height: 0.5 }, 100, 100)).toEqual({
      left: 90,
      top: 90,
      width: 10,
      height: 10,
    });
  });
});
