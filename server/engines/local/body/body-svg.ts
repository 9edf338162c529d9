/**
 * The body figure as SVG layers: a studio mannequin in a neutral unitard on a soft backdrop,
 * beside a height ruler. Every figure is drawn at the same scale (RULER_TOP_CM fills the same
 * share of the canvas), so two figures of one canvas size compare truthfully. The layers are
 * drawn into pixels by figure-raster.ts: the ground, then each part of the figure lit by its own
 * outline (volume-light.ts), then the hair's front.
 */
import type { BodyFigure } from './body-figure';
import { hairShapes, headShape } from './body-hair';
import { armOutline, baseLayer, bodyOutline, shoeOutlines } from './figure-outline';
import { legCentre, type FigureFrame } from './figure-shape';
import { fmt, pathBox, type PixelBox } from './smooth-path';
import type { VolumeLight } from './volume-light';

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

function defs(skin: string, unit: number): string {
  const shade = mix(skin, '#000000', 0.42);
  const base = mix(skin, '#9c958f', 0.45);
  return `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>
<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(skin, '#ffffff', 0.28)}"/><stop offset="0.55" stop-color="${skin}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="base" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.22)}"/></linearGradient>
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
function ruler(figure: BodyFigure, canvas: BodyCanvas): SvgLayer {
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
  const markup = `<g stroke="#8d857e" stroke-width="2" font-family="${FONT}" font-size="${size}">
<path d="M${fmt(rulerX)} ${fmt(y(0))}V${fmt(y(RULER_TOP_CM))}"/>${ticks.join('')}
<path d="M${fmt(rulerX)} ${fmt(top)}H${fmt(cx)}" stroke="#6232c2" stroke-width="1.5" stroke-dasharray="6 5" opacity="0.7"/>
<rect x="${fmt(rulerX + 20)}" y="${fmt(top - size * 1.9)}" width="${fmt(size * 5.2)}" height="${fmt(size * 1.6)}" rx="${fmt(size * 0.8)}" fill="#6232c2" stroke="none"/>
<text x="${fmt(rulerX + 20 + size * 2.6)}" y="${fmt(top - size * 0.78)}" text-anchor="middle" fill="#ffffff" stroke="none" font-weight="600">${label}</text>
</g>`;
  // From the canvas's left edge (the numbers end left of the ruler) to the figure's centre line.
  const boxTop = Math.floor(Math.min(y(RULER_TOP_CM), top - size * 1.9) - size * 1.5);
  const right = Math.ceil(Math.max(cx, rulerX + 20 + size * 5.2)) + 2;
  return {
    markup,
    box: { left: 0, top: boxTop, width: right, height: Math.ceil(y(0) + 2) - boxTop },
  };
}

/** The hair's colour at an age: dark, greying from 45; unknown age keeps it dark. */
export function hairColourAt(age: number | undefined): string {
  if (age === undefined) return HAIR_COLOUR;
  const grey = Math.min(MAX_GREY, Math.max(0, (age - GREYING_FROM_AGE) / GREYING_YEARS));
  return grey === 0 ? HAIR_COLOUR : mix(HAIR_COLOUR, GREY_HAIR, grey);
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

/** SVG markup drawn over a box of the canvas (its shapes inside the box). */
export interface SvgLayer {
  markup: string;
  box: PixelBox;
}

/**
 * The backdrop: a radial gradient over the whole canvas, drawn straight into pixels
 * (figure-raster.ts); centre and radius in shares of the canvas's width and height.
 */
export const BACKDROP = {
  centre: [0.55, 0.4],
  radius: 0.8,
  from: [0xf5, 0xf2, 0xee],
  to: [0xd8, 0xd1, 0xc9],
} as const;
export type Backdrop = typeof BACKDROP;

export interface BodyLayers {
  canvas: BodyCanvas;
  /** The definitions the layers share: gradients, the body's clip path, the soft blurs. */
  defs: string;
  backdrop: Backdrop;
  /** Over the backdrop: the floor, the figure's shadow on it, the ruler and the hair's back. */
  ground: SvgLayer[];
  /** The figure's parts in drawing order (body, head, arms, shoes), each lit by its outline. */
  parts: SvgLayer[];
  /** The hair's front, over everything (and over a face laid on the head). */
  hairFront: SvgLayer;
  light: VolumeLight;
}

/** The whole-pixel box around an ellipse, `margin` pixels wider each side. */
function ellipseBox(cx: number, cy: number, rx: number, ry: number, margin = 1): PixelBox {
  const left = Math.floor(cx - rx - margin);
  const top = Math.floor(cy - ry - margin);
  return {
    left,
    top,
    width: Math.ceil(cx + rx + margin) - left,
    height: Math.ceil(cy + ry + margin) - top,
  };
}

/** Over the backdrop: the floor, the figure's shadow on it, the ruler and the hair's bun. */
function groundLayers(
  figure: BodyFigure,
  canvas: BodyCanvas,
  bun: { cx: number; cy: number; r: number } | null,
  hairColour: string,
): SvgLayer[] {
  const { width, height } = canvas;
  const { pxPerCm, floorY, cx } = bodyLayout(canvas);
  const shadowRx = (figure.half.hips * 1.6 + 8) * pxPerCm;
  const shadowRy = pxPerCm * 3.5;
  const floorTop = floorY - height * 0.1;
  return [
    {
      markup: `<rect y="${fmt(floorTop)}" width="${width}" height="${fmt(height * 0.16)}" fill="url(#floor)"/>`,
      box: { left: 0, top: Math.floor(floorTop), width, height: height - Math.floor(floorTop) },
    },
    {
      markup: `<ellipse cx="${fmt(cx)}" cy="${fmt(floorY)}" rx="${fmt(shadowRx)}" ry="${fmt(shadowRy)}" fill="#3b3029" opacity="0.3" filter="url(#blur-l)"/>`,
      // The blur's whole filter region: the ellipse's box grown by half each side.
      box: ellipseBox(cx, floorY, 2 * shadowRx, 2 * shadowRy),
    },
    ruler(figure, canvas),
    ...(bun
      ? [
          {
            markup: `<circle cx="${bun.cx}" cy="${bun.cy}" r="${bun.r}" fill="${hairColour}"/>`,
            box: ellipseBox(bun.cx, bun.cy, bun.r, bun.r),
          },
        ]
      : []),
  ];
}

/** `[r, g, b]` of `#rrggbb`. */
const rgbOf = (hex: string) =>
  [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)) as [number, number, number];

/** The figure of `figure` in `skinTone` on a canvas of the given size, as SVG layers. */
export function bodyLayers(
  figure: BodyFigure,
  skinTone: string,
  canvas: BodyCanvas,
  hairColour = HAIR_COLOUR,
): BodyLayers {
  const { pxPerCm, frame } = placed(figure, canvas);
  const unit = pxPerCm * 170;
  const { shape } = figure;
  const shade = mix(skinTone, '#000000', 0.42);
  const body = bodyOutline(shape, frame);
  const head = headOnCanvas(figure, canvas);
  const hair = hairShapes(figure, frame, pxPerCm);
  const arms = ([1, -1] as const).map((side) => armOutline(shape, frame, side));
  const shoes = shoeOutlines(shape, frame);
  return {
    canvas,
    defs: `${defs(skinTone, unit)}<clipPath id="body-clip"><path d="${body}"/></clipPath>`,
    backdrop: BACKDROP,
    ground: groundLayers(figure, canvas, hair.bun, hairColour),
    parts: [
      {
        markup: `<path d="${body}" fill="url(#skin)"/><g clip-path="url(#body-clip)">${contours(figure, frame, shade)}<path d="${baseLayer(shape, frame)}" fill="url(#base)"/></g>`,
        box: pathBox([body], 1),
      },
      {
        markup: `<ellipse cx="${fmt(head.cx)}" cy="${fmt(head.cy)}" rx="${fmt(head.rx)}" ry="${fmt(head.ry)}" fill="url(#skin)"/>`,
        box: ellipseBox(head.cx, head.cy, head.rx, head.ry),
      },
      ...arms.map((arm) => ({
        markup: `<path d="${arm}" fill="url(#skin)"/>`,
        box: pathBox([arm], 1),
      })),
      {
        markup: `<g fill="${mix(shade, '#3a3330', 0.5)}"><path d="${shoes[0]}"/><path d="${shoes[1]}"/></g>`,
        box: pathBox(shoes, 1),
      },
    ],
    hairFront: {
      markup: `<path d="${hair.front}" fill="${hairColour}"/>`,
      box: pathBox([hair.front], 1),
    },
    light: { unit, shade: rgbOf(shade) },
  };
}
