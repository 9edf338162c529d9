/**
 * The body figure as an SVG document: a studio mannequin in a neutral unitard on a soft backdrop,
 * beside a height ruler. Every figure is drawn at the same scale (RULER_TOP_CM fills the same
 * share of the canvas), so two figures of one canvas size compare truthfully.
 */
import type { BodyFigure } from './body-figure';
import { hairShapes, headShape } from './body-hair';
import { armOutline, baseLayer, bodyOutline, shoeOutlines } from './figure-outline';
import { legCentre, type FigureFrame } from './figure-shape';
import { fmt } from './smooth-path';

/** The ruler's top mark, in cm. */
export const RULER_TOP_CM = 200;
/** The floor line and the ruler's height, as shares of the canvas height. */
const FLOOR_SHARE = 0.94;
const RULER_SHARE = 0.86;
const FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";
const HAIR_COLOUR = '#2b1f19';
const GREY_HAIR = '#bdb8b2';
/** Hair starts greying at this age and is mostly grey (MAX_GREY) GREYING_YEARS later. */
const GREYING_FROM_AGE = 45;
const GREYING_YEARS = 30;
const MAX_GREY = 0.8;

export interface BodyCanvas {
  width: number;
  height: number;
}

/** Pixels per cm, the floor's y and the figure's centre x on a canvas. */
export function bodyLayout({ width, height }: BodyCanvas) {
  return {
    pxPerCm: (height * RULER_SHARE) / RULER_TOP_CM,
    floorY: height * FLOOR_SHARE,
    cx: width * 0.56,
    rulerX: width * 0.12,
  };
}

/** Maps (cm from the centre line, share of the stature from the head's top) to canvas pixels. */
function figureFrame(cx: number, top: number, pxPerCm: number, heightCm: number): FigureFrame {
  return {
    cx,
    p: (xCm, yShare) => [cx + xCm * pxPerCm, top + yShare * heightCm * pxPerCm],
  };
}

/** `a` mixed toward `b` by `k` (0–1), both `#rrggbb`. */
function mix(a: string, b: string, k: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - k) + channel(b, i) * k));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function defs(skin: string, pxPerCm: number): string {
  const unit = pxPerCm * 170;
  const shade = mix(skin, '#000000', 0.42);
  const base = mix(skin, '#9c958f', 0.45);
  return `<radialGradient id="backdrop" cx="0.55" cy="0.4" r="0.8"><stop offset="0" stop-color="#f5f2ee"/><stop offset="1" stop-color="#d8d1c9"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>
<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(skin, '#ffffff', 0.28)}"/><stop offset="0.55" stop-color="${skin}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="base" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.22)}"/></linearGradient>
<filter id="volume" x="-20%" y="-10%" width="140%" height="120%" color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceAlpha" stdDeviation="${fmt(unit * 0.02)}" result="blur"/>
  <feOffset in="blur" dx="-${fmt(unit * 0.012)}" dy="-${fmt(unit * 0.006)}" result="toLeft"/>
  <feComposite in="SourceAlpha" in2="toLeft" operator="arithmetic" k2="1" k3="-1" result="rimRight"/>
  <feFlood flood-color="${shade}" flood-opacity="0.85"/><feComposite in2="rimRight" operator="in" result="shadow"/>
  <feOffset in="blur" dx="${fmt(unit * 0.012)}" dy="${fmt(unit * 0.006)}" result="toRight"/>
  <feComposite in="SourceAlpha" in2="toRight" operator="arithmetic" k2="1" k3="-1" result="rimLeft"/>
  <feFlood flood-color="#ffffff" flood-opacity="0.28"/><feComposite in2="rimLeft" operator="in" result="light"/>
  <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="light"/><feMergeNode in="shadow"/></feMerge>
</filter>
<filter id="blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(unit * 0.004)}"/></filter>
<filter id="blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(unit * 0.012)}"/></filter>`;
}

/** Soft shading lines inside the body: under the chest, the neck's shadow, the knees. */
function contours(figure: BodyFigure, { p }: FigureFrame, shade: string): string {
  const { shape, landmarks: L } = figure;
  const line = (points: [number, number][], width: number, opacity: number) =>
    `<path d="M${points.map(([x, y]) => p(x, y).map(fmt).join(' ')).join('L')}" fill="none" stroke="${shade}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}" filter="url(#blur-s)"/>`;
  const leg = legCentre(shape);
  const chest =
    figure.gender === 'female'
      ? [-1, 1].map((s) =>
          line(
            [
              [s * shape.chest * 0.75, L.underChest - 0.01],
              [s * shape.chest * 0.3, L.underChest + 0.004],
              [s * 1.5, L.underChest - 0.012],
            ],
            4,
            0.3,
          ),
        )
      : [];
  return [
    ...chest,
    line(
      [
        [-shape.neck * 0.75, L.chin + 0.002],
        [0, L.chin + 0.006],
        [shape.neck * 0.75, L.chin + 0.002],
      ],
      7,
      0.3,
    ),
    line(
      [
        [0, L.crotch - 0.02],
        [0, L.crotch + 0.02],
      ],
      5,
      0.35,
    ),
    line(
      [
        [leg - 1.5, L.knee - 0.012],
        [leg + 1.5, L.knee - 0.008],
      ],
      4,
      0.3,
    ),
    line(
      [
        [-leg + 1.5, L.knee - 0.012],
        [-leg - 1.5, L.knee - 0.008],
      ],
      4,
      0.3,
    ),
  ].join('');
}

/** A vertical ruler from the floor to RULER_TOP_CM, and a mark at the figure's height. */
function ruler(figure: BodyFigure, canvas: BodyCanvas): string {
  const { pxPerCm, floorY, rulerX, cx } = bodyLayout(canvas);
  const y = (cm: number) => floorY - cm * pxPerCm;
  const size = Math.max(11, Math.round(canvas.height * 0.016));
  const ticks: string[] = [];
  for (let cm = 0; cm <= RULER_TOP_CM; cm += 10) {
    const long = cm % 50 === 0;
    ticks.push(`<path d="M${fmt(rulerX)} ${fmt(y(cm))}h${long ? 16 : 9}"/>`);
    if (long && cm > 0)
      ticks.push(
        `<text x="${fmt(rulerX - 8)}" y="${fmt(y(cm) + size * 0.35)}" text-anchor="end" stroke="none" fill="#7a726b">${cm}</text>`,
      );
  }
  const top = y(figure.heightCm);
  const label = `${Math.round(figure.heightCm)} cm`;
  return `<g stroke="#8d857e" stroke-width="2" font-family="${FONT}" font-size="${size}">
<path d="M${fmt(rulerX)} ${fmt(y(0))}V${fmt(y(RULER_TOP_CM))}"/>${ticks.join('')}
<path d="M${fmt(rulerX)} ${fmt(top)}H${fmt(cx)}" stroke="#6232c2" stroke-width="1.5" stroke-dasharray="6 5" opacity="0.7"/>
<rect x="${fmt(rulerX + 20)}" y="${fmt(top - size * 1.9)}" width="${fmt(size * 5.2)}" height="${fmt(size * 1.6)}" rx="${fmt(size * 0.8)}" fill="#6232c2" stroke="none"/>
<text x="${fmt(rulerX + 20 + size * 2.6)}" y="${fmt(top - size * 0.78)}" text-anchor="middle" fill="#ffffff" stroke="none" font-weight="600">${label}</text>
</g>`;
}

/** The hair's colour at an age: dark, greying from 45; unknown age keeps it dark. */
export function hairColourAt(age: number | undefined): string {
  if (age === undefined) return HAIR_COLOUR;
  const grey = Math.min(MAX_GREY, Math.max(0, (age - GREYING_FROM_AGE) / GREYING_YEARS));
  return grey === 0 ? HAIR_COLOUR : mix(HAIR_COLOUR, GREY_HAIR, grey);
}

export interface BodyLook {
  /** `#rrggbb`; default: hairColourAt() of no age. */
  hairColour?: string;
  /** Leaves the hair's front out, for a face to go under it (hairFrontSvg draws it alone). */
  withoutHairFront?: boolean;
}

function placed(figure: BodyFigure, canvas: BodyCanvas) {
  const { pxPerCm, floorY, cx } = bodyLayout(canvas);
  const frame = figureFrame(cx, floorY - figure.heightCm * pxPerCm, pxPerCm, figure.heightCm);
  return { pxPerCm, frame };
}

/** The head's ellipse on the canvas, in pixels. */
export function headOnCanvas(figure: BodyFigure, canvas: BodyCanvas) {
  const { pxPerCm, frame } = placed(figure, canvas);
  const head = headShape(figure);
  const [cx, cy] = frame.p(0, head.cy);
  return { cx, cy, rx: head.rx * pxPerCm, ry: head.ry * pxPerCm };
}

/** The part of the canvas the hair's front lies in, in whole pixels. */
export function hairFrontBox(figure: BodyFigure, canvas: BodyCanvas) {
  const head = headOnCanvas(figure, canvas);
  const left = Math.max(0, Math.floor(head.cx - head.rx * 1.2));
  const top = Math.max(0, Math.floor(head.cy - head.ry * 1.25));
  const right = Math.min(canvas.width, Math.ceil(head.cx + head.rx * 1.2));
  const bottom = Math.min(canvas.height, Math.ceil(head.cy + head.ry * 0.2));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The hair's front alone, transparent around it, over hairFrontBox's part of the canvas: to lay
 * over a face placed on the head.
 */
export function hairFrontSvg(figure: BodyFigure, canvas: BodyCanvas, hairColour: string): string {
  const { pxPerCm, frame } = placed(figure, canvas);
  const { left, top, width, height } = hairFrontBox(figure, canvas);
  const hair = hairShapes(figure, frame, pxPerCm);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"><path d="${hair.front}" fill="${hairColour}"/></svg>`;
}

/** The figure of `figure` in `skinTone` on a canvas of the given size, as an SVG document. */
export function bodySvg(
  figure: BodyFigure,
  skinTone: string,
  canvas: BodyCanvas,
  look: BodyLook = {},
): string {
  const { width, height } = canvas;
  const { pxPerCm, floorY, cx } = bodyLayout(canvas);
  const { frame } = placed(figure, canvas);
  const hairColour = look.hairColour ?? HAIR_COLOUR;
  const { shape } = figure;
  const shade = mix(skinTone, '#000000', 0.42);
  const body = bodyOutline(shape, frame);
  const head = headShape(figure);
  const [hx, hy] = frame.p(0, head.cy);
  const hair = hairShapes(figure, frame, pxPerCm);
  const shoes = shoeOutlines(shape, frame);
  const shadowRx = (figure.half.hips * 1.6 + 8) * pxPerCm;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs(skinTone, pxPerCm)}<clipPath id="body-clip"><path d="${body}"/></clipPath></defs>
<rect width="${width}" height="${height}" fill="url(#backdrop)"/>
<rect y="${fmt(floorY - height * 0.1)}" width="${width}" height="${fmt(height * 0.16)}" fill="url(#floor)"/>
<ellipse cx="${fmt(cx)}" cy="${fmt(floorY)}" rx="${fmt(shadowRx)}" ry="${fmt(pxPerCm * 3.5)}" fill="#3b3029" opacity="0.3" filter="url(#blur-l)"/>
${ruler(figure, canvas)}
<g fill="${hairColour}">${hair.back}</g>
<g filter="url(#volume)"><path d="${body}" fill="url(#skin)"/><g clip-path="url(#body-clip)">${contours(figure, frame, shade)}<path d="${baseLayer(shape, frame)}" fill="url(#base)"/></g></g>
<ellipse cx="${fmt(hx)}" cy="${fmt(hy)}" rx="${fmt(head.rx * pxPerCm)}" ry="${fmt(head.ry * pxPerCm)}" fill="url(#skin)" filter="url(#volume)"/>
<path d="${armOutline(shape, frame, 1)}" fill="url(#skin)" filter="url(#volume)"/>
<path d="${armOutline(shape, frame, -1)}" fill="url(#skin)" filter="url(#volume)"/>
<g fill="${mix(shade, '#3a3330', 0.5)}" filter="url(#volume)"><path d="${shoes[0]}"/><path d="${shoes[1]}"/></g>
${look.withoutHairFront ? '' : `<path d="${hair.front}" fill="${hairColour}"/>`}
</svg>`;
}
