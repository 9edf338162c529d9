/** The mannequins' details: hair, soft contour shading, shoes. */
import { shoeOutlines } from '../../server/engines/local/body/figure-outline';
import type { FigureSpec } from './mannequin-figures';
import { figureShape, Y, type Frame } from './mannequin-geometry';
import { smoothPath, type Pt } from './svg-path';

export function hairShapes(
  spec: FigureSpec,
  { p, unit }: Frame,
  head: { rx: number; ry: number; cy: number },
): { back: string; front: string } {
  const { rx, ry, cy } = head;
  const c = spec.hairColour;
  const cap = smoothPath([
    p(-rx * 1.06, cy + ry * 0.05),
    p(-rx * 1.0, cy - ry * 0.55),
    p(-rx * 0.55, cy - ry * 1.02),
    p(0, cy - ry * 1.12),
    p(rx * 0.6, cy - ry * 1.02),
    p(rx * 1.02, cy - ry * 0.55),
    p(rx * 1.06, cy + ry * 0.05),
    p(rx * 0.86, cy - ry * 0.35),
    p(rx * 0.2, cy - ry * 0.55),
    p(-rx * 0.5, cy - ry * 0.45),
    p(-rx * 0.9, cy - ry * 0.3),
  ]);
  const strands = [-0.6, -0.3, 0.05, 0.4, 0.7]
    .map(
      (k) =>
        `<path d="${smoothPath([p(rx * k * 0.5, cy - ry * 1.08), p(rx * k, cy - ry * 0.75), p(rx * k * 1.25, cy - ry * 0.35)], false)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.12"/>`,
    )
    .join('');
  const gloss =
    strands +
    `<path d="${smoothPath([p(-rx * 0.55, cy - ry * 0.8), p(-rx * 0.1, cy - ry * 1.0), p(rx * 0.3, cy - ry * 0.95), p(-rx * 0.1, cy - ry * 0.85)])}" fill="#ffffff" opacity="0.14" filter="url(#blur-s)"/>`;
  const r = (k: number) => (k * unit).toFixed(1);
  switch (spec.hair) {
    case 'bob':
      return {
        back: `<path d="${smoothPath([p(-rx * 1.25, cy + ry * 0.95), p(-rx * 1.3, cy), p(-rx * 1.05, cy - ry * 0.95), p(0, cy - ry * 1.2), p(rx * 1.05, cy - ry * 0.95), p(rx * 1.3, cy), p(rx * 1.25, cy + ry * 0.95), p(rx * 0.7, cy + ry * 1.0), p(-rx * 0.7, cy + ry * 1.0)])}" fill="${c}"/>`,
        front: `<path d="${smoothPath([p(-rx * 1.12, cy + ry * 0.85), p(-rx * 1.05, cy - ry * 0.4), p(-rx * 0.6, cy - ry * 1.05), p(0, cy - ry * 1.14), p(rx * 0.7, cy - ry * 1.02), p(rx * 1.08, cy - ry * 0.5), p(rx * 1.14, cy + ry * 0.85), p(rx * 0.92, cy + ry * 0.3), p(rx * 0.55, cy - ry * 0.42), p(-rx * 0.25, cy - ry * 0.5), p(-rx * 0.8, cy - ry * 0.25), p(-rx * 0.95, cy + ry * 0.3)])}" fill="${c}"/>${gloss}`,
      };
    case 'bun': {
      const [bx, by] = p(0, cy - ry * 1.12);
      return {
        back: `<circle cx="${bx}" cy="${by}" r="${r(rx * 0.62)}" fill="${c}"/>`,
        front: `<path d="${cap}" fill="${c}"/>${gloss}`,
      };
    }
    case 'puff': {
      const [bx, by] = p(0, cy - ry * 1.05);
      const curls = [
        [-0.7, -0.1],
        [0.7, -0.1],
        [-0.35, -0.55],
        [0.35, -0.55],
        [0, -0.2],
        [-0.9, 0.3],
        [0.9, 0.3],
      ]
        .map(
          ([dx, dy]) =>
            `<circle cx="${(bx + dx! * rx * unit).toFixed(1)}" cy="${(by + dy! * rx * unit).toFixed(1)}" r="${r(rx * 0.62)}" fill="${c}"/>`,
        )
        .join('');
      return {
        back: `<g filter="url(#curl)">${curls}</g>`,
        front: `<path d="${cap}" fill="${c}"/>${gloss}`,
      };
    }
    case 'crop':
      return {
        back: '',
        front: `<path d="${smoothPath([p(-rx * 1.03, cy - ry * 0.05), p(-rx * 1.0, cy - ry * 0.6), p(-rx * 0.55, cy - ry * 1.06), p(0, cy - ry * 1.13), p(rx * 0.6, cy - ry * 1.05), p(rx * 1.0, cy - ry * 0.6), p(rx * 1.03, cy - ry * 0.05), p(rx * 0.9, cy - ry * 0.45), p(0, cy - ry * 0.7), p(-rx * 0.9, cy - ry * 0.45)])}" fill="${c}"/>${gloss}`,
      };
  }
}

/** Soft contour shading inside the torso: under the bust, the waist, the knees. */
export function contours(spec: FigureSpec, { p }: Frame): string {
  const line = (points: Pt[], width: number, opacity: number) =>
    `<path d="${smoothPath(points, false)}" fill="none" stroke="${spec.skinShade}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" filter="url(#blur-s)"/>`;
  const legCentre = spec.thigh * 1.02;
  return [
    line(
      [
        p(-spec.chest * 0.75, Y.underChest - 0.01),
        p(-spec.chest * 0.3, Y.underChest + 0.004),
        p(-0.012, Y.underChest - 0.012),
      ],
      5,
      0.35,
    ),
    line(
      [
        p(spec.chest * 0.75, Y.underChest - 0.01),
        p(spec.chest * 0.3, Y.underChest + 0.004),
        p(0.012, Y.underChest - 0.012),
      ],
      5,
      0.35,
    ),
    line([p(-0.04, Y.shoulderTop + 0.008), p(-0.012, Y.shoulderTop + 0.014)], 3, 0.3),
    line([p(0.04, Y.shoulderTop + 0.008), p(0.012, Y.shoulderTop + 0.014)], 3, 0.3),
    line([p(0, Y.crotch - 0.02), p(0, Y.crotch + 0.02)], 6, 0.4),
    // The head's shadow on the neck.
    line(
      [
        p(-spec.neck * 0.8, Y.chin + 0.006),
        p(0, Y.chin + 0.012),
        p(spec.neck * 0.8, Y.chin + 0.006),
      ],
      14,
      0.45,
    ),
    line([p(legCentre - 0.01, Y.knee - 0.012), p(legCentre + 0.01, Y.knee - 0.008)], 4, 0.3),
    line([p(-legCentre + 0.01, Y.knee - 0.012), p(-legCentre - 0.01, Y.knee - 0.008)], 4, 0.3),
  ].join('');
}

/** Pumps over the feet, in the figure's shoe colour. */
export function shoes(spec: FigureSpec, frame: Frame): string {
  const [right, left] = shoeOutlines(figureShape(spec), frame);
  return `<g fill="url(#shoe)" filter="url(#volume)"><path d="${right}"/><path d="${left}"/></g>`;
}
