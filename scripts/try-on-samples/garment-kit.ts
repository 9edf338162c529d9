/**
 * The studio set for the drawn garment product shots: a plain light backdrop, a soft drop
 * shadow, fabric grain and edge shading, so the engine's cut-out meets what a shop's flat-lay
 * or ghost-mannequin photo looks like. Garments are drawn in body units: B is half the width of
 * the garment's body, T the wearer's torso length (shoulders to hips) in the same pixels.
 */
import { mirrored, n, smoothPath, type Pt } from './svg-path';

export const GARMENT_WIDTH = 1200;
export const GARMENT_HEIGHT = 1500;
export const BACKDROP = '#eceef0';

/** Garment units: x across from the centre in B, y down from `top` in T. */
export interface Units {
  B: number;
  T: number;
  top: number;
  p(x: number, y: number): Pt;
}

export function units(B: number, T: number, top: number): Units {
  return { B, T, top, p: (x, y) => [GARMENT_WIDTH / 2 + x * B, top + y * T] };
}

/** A symmetric outline from its right half (top centre first, bottom centre last). */
export function symmetric(right: readonly Pt[], tension = 0.6): string {
  return smoothPath([...right, ...mirrored(right, GARMENT_WIDTH / 2)], true, tension);
}

/** A soft fold: a blurred stroke, darker or lighter than the cloth. */
export function fold(
  points: readonly Pt[],
  width: number,
  colour: string,
  opacity: number,
): string {
  return `<path d="${smoothPath(points, false)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" filter="url(#fold)"/>`;
}

/** A seam: a thin crisp stroke. */
export function seam(points: readonly Pt[], colour: string, opacity = 0.5, width = 2.2): string {
  return `<path d="${smoothPath(points, false)}" fill="none" stroke="${colour}" stroke-width="${width}" opacity="${opacity}"/>`;
}

/**
 * The product shot: `shape` (one path, the garment's outline) filled by `fill` and decorated
 * by `details` (clipped to the shape), with grain, edge shading, outline seam and drop shadow.
 */
export function productShot(opts: {
  shape: string;
  fill: string;
  defs?: string;
  details: string;
  edge: string;
  /** Drawn after the shading, unclipped (buttons, belt ends). */
  over?: string;
}): string {
  const { shape, fill, defs = '', details, edge, over = '' } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${GARMENT_WIDTH}" height="${GARMENT_HEIGHT}" viewBox="0 0 ${GARMENT_WIDTH} ${GARMENT_HEIGHT}">
<defs>
  <radialGradient id="studio" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="#f1f3f4"/><stop offset="1" stop-color="${BACKDROP}"/></radialGradient>
  <filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="fold" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>
  <filter id="edge" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
    <feGaussianBlur in="SourceAlpha" stdDeviation="18" result="blur"/>
    <feComposite in="SourceAlpha" in2="blur" operator="arithmetic" k2="1" k3="-1" result="rim"/>
    <feFlood flood-color="${edge}" flood-opacity="0.55"/>
    <feComposite in2="rim" operator="in"/>
  </filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.16 0"/>
  </filter>
  <clipPath id="cloth"><path d="${shape}"/></clipPath>
  ${defs}
</defs>
<rect width="${GARMENT_WIDTH}" height="${GARMENT_HEIGHT}" fill="url(#studio)"/>
<path d="${shape}" fill="#1b2330" opacity="0.14" filter="url(#drop)" transform="translate(8 14)"/>
<path d="${shape}" fill="${fill}"/>
<g clip-path="url(#cloth)">
  ${details}
  <rect width="${GARMENT_WIDTH}" height="${GARMENT_HEIGHT}" filter="url(#grain)" style="mix-blend-mode:multiply"/>
</g>
<path d="${shape}" fill="#000" filter="url(#edge)"/>
<path d="${shape}" fill="none" stroke="${edge}" stroke-width="3" opacity="0.85"/>
${over}
</svg>`;
}

/** A right-half shape with its mirror, as raw points (for clip paths of parts). */
export const both = (u: Units, points: [number, number][]): Pt[] => {
  const right = points.map(([x, y]) => u.p(x, y));
  return [...right, ...mirrored(right, u.p(0, 0)[0])];
};

/** Horizontal bands across the whole canvas (the product shot clips them to the garment). */
export const stripes = (
  u: Units,
  from: number,
  to: number,
  step: number,
  thick: number,
  colour: string,
) => {
  let out = '';
  for (let y = from; y < to; y += step)
    out += `<rect x="0" y="${n(u.p(0, y)[1])}" width="1200" height="${n(thick * u.T)}" fill="${colour}"/>`;
  return out;
};
