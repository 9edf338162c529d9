import { describe, expect, it } from 'vitest';
import type { GarmentCategory } from '../../common/contracts/generations';
import { measureGarment, type GarmentFrame } from '../../server/engines/local/garment-frame';
import type { Point, Quad } from '../../server/engines/local/homography';
import { bodyQuad, torsoFromAnchors, type Torso } from '../../server/engines/local/placement';
import { clampTorso } from '../../server/engines/local/pose';

/** A frontal, upright torso: shoulders 200 px apart at y 300, hips 140 px apart at y 650. */
const TORSO: Torso = {
  shoulderLeft: [400, 300],
  shoulderRight: [600, 300],
  hipLeft: [430, 650],
  hipRight: [570, 650],
};
const TORSO_LENGTH = 350;

/** A garment frame with a straight body `bodyWidth` wide, `length` tall, no flare. */
function frame(bodyWidth: number, length: number): GarmentFrame {
  const profile = Array.from({ length: 101 }, (_, i) => ({
    y: (i / 100) * length,
    width: bodyWidth,
  }));
  return { top: 0, bottom: length, centreX: 500, bodyWidth, profile };
}

const midY = (quad: Quad, a: number, b: number) => (quad[a]![1] + quad[b]![1]) / 2;
const widthAt = (quad: Quad, a: number, b: number) => quad[b]![0] - quad[a]![0];

describe('bodyQuad', () => {
  it('puts a tee-shaped top from just above the shoulders to just below the hips', () => {
    const quad = bodyQuad(TORSO, 'tops', frame(400, 680));
    expect(midY(quad, 0, 1)).toBeLessThan(300);
    expect(midY(quad, 0, 1)).toBeGreaterThan(300 - 0.2 * TORSO_LENGTH);
    expect(midY(quad, 2, 3)).toBeGreaterThan(650);
    expect(midY(quad, 2, 3)).toBeLessThan(650 + 0.5 * TORSO_LENGTH);
  });

  it('makes a top a little wider than the shoulder joints and centres it on the body', () => {
    const quad = bodyQuad(TORSO, 'tops', frame(400, 600));
    expect(widthAt(quad, 0, 1)).toBeGreaterThan(200);
    expect(widthAt(quad, 0, 1)).toBeLessThan(260);
    expect((quad[0]![0] + quad[1]![0]) / 2).toBeCloseTo(500, 6);
  });

  it('hangs a dress below the hips and starts bottoms at the waist, not the shoulders', () => {
    const dress = bodyQuad(TORSO, 'dresses', frame(300, 1000));
    const skirt = bodyQuad(TORSO, 'bottoms', frame(300, 700));
    expect(midY(dress, 2, 3)).toBeGreaterThan(650 + 0.4 * TORSO_LENGTH);
    expect(midY(skirt, 0, 1)).toBeGreaterThan(300 + 0.6 * TORSO_LENGTH);
    expect(midY(skirt, 0, 1)).toBeLessThan(650);
  });

  it('keeps each category within its length range however long the photo of the garment is', () => {
    const lengths: Record<GarmentCategory, [number, number]> = {
      tops: [0.85, 1.45],
      outerwear: [1.0, 2.4],
      dresses: [1.3, 2.75],
      bottoms: [0.5, 2.0],
    };
    for (const [category, [min, max]] of Object.entries(lengths) as [
      GarmentCategory,
      [number, number],
    ][]) {
      for (const length of [50, 5000]) {
        const quad = bodyQuad(TORSO, category, frame(400, length));
        const span = (midY(quad, 2, 3) - midY(quad, 0, 1)) / TORSO_LENGTH;
        expect(span).toBeGreaterThanOrEqual(min - 1e-9);
        expect(span).toBeLessThanOrEqual(max + 1e-9);
      }
    }
  });

  it('widens a straight dress where it crosses wide hips', () => {
    const curvy: Torso = { ...TORSO, hipLeft: [395, 650], hipRight: [605, 650] };
    const slim = bodyQuad(TORSO, 'dresses', frame(300, 900));
    const wide = bodyQuad(curvy, 'dresses', frame(300, 900));
    expect(widthAt(wide, 3, 2)).toBeGreaterThan(widthAt(slim, 3, 2) * 1.1);
    expect(widthAt(wide, 0, 1)).toBeCloseTo(widthAt(slim, 0, 1), 6);
  });

  it('follows a tilted body', () => {
    const turn = (p: Point): Point => {
      const [x, y] = [p[0] - 500, p[1] - 475];
      const a = (10 * Math.PI) / 180;
      return [500 + x * Math.cos(a) - y * Math.sin(a), 475 + x * Math.sin(a) + y * Math.cos(a)];
    };
    const tilted: Torso = {
      shoulderLeft: turn(TORSO.shoulderLeft),
      shoulderRight: turn(TORSO.shoulderRight),
      hipLeft: turn(TORSO.hipLeft),
      hipRight: turn(TORSO.hipRight),
    };
    const quad = bodyQuad(tilted, 'tops', frame(400, 600));
    const slope = (quad[1]![1] - quad[0]![1]) / (quad[1]![0] - quad[0]![0]);
    expect(Math.atan(slope) * (180 / Math.PI)).toBeCloseTo(10, 4);
  });
});

describe('torsoFromAnchors', () => {
  it('orders left and right as they appear in the image, whichever way the anchors name them', () => {
    const torso = torsoFromAnchors({
      leftShoulder: [600, 300],
      rightShoulder: [400, 300],
      leftHip: [570, 650],
      rightHip: [430, 650],
    });
    expect(torso).toEqual(TORSO);
  });
});

describe('clampTorso', () => {
  it('places unseen hips 1.45 shoulder widths down the body', () => {
    const torso = clampTorso([400, 300], [600, 300], null);
    expect(torso.hipLeft[1]).toBeCloseTo(300 + 1.45 * 200, 6);
    expect(torso.hipRight[0] - torso.hipLeft[0]).toBeCloseTo(0.75 * 200, 6);
  });

  it('pulls hips that movenet put far too low back to 1.8 shoulder widths', () => {
    const torso = clampTorso(
      [400, 300],
      [600, 300],
      [
        [440, 900],
        [560, 900],
      ],
    );
    expect(torso.hipLeft[1]).toBeCloseTo(300 + 1.8 * 200, 6);
  });

  it('ignores hips that are not below the shoulders', () => {
    const torso = clampTorso(
      [400, 300],
      [600, 300],
      [
        [900, 310],
        [950, 320],
      ],
    );
    expect((torso.hipLeft[0] + torso.hipRight[0]) / 2).toBeCloseTo(500, 6);
  });
});

describe('measureGarment', () => {
  /** A tee: shoulders and sleeves on rows 0–29, a 40 px body on rows 0–99, sleeves apart. */
  function tee(): { rgba: Uint8Array; width: number; height: number } {
    const width = 100;
    const height = 100;
    const rgba = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const body = x >= 30 && x < 70;
        const sleeve = y < 30 && x >= 10 && x < 90;
        const hangingSleeve = y >= 30 && y < 85 && (x < 22 || x >= 78);
        if (body || sleeve || hangingSleeve) rgba[(y * width + x) * 4 + 3] = 255;
      }
    }
    return { rgba, width, height };
  }

  it('measures the body below the sleeves, not across them', () => {
    const { rgba, width, height } = tee();
    const measured = measureGarment(rgba, width, height, 'tops');
    expect(measured.bodyWidth).toBe(40);
    expect(measured.centreX).toBe(50);
    expect(measured.top).toBeCloseTo(6, 6);
    expect(measured.bottom).toBe(100);
  });

  it('throws on an empty cut-out', () => {
    expect(() => measureGarment(new Uint8Array(16 * 4), 4, 4, 'tops')).toThrow(/empty/);
  });
});
