/**
 * A face photo on the body figure's head (README.md "A run, step by step"): the face's facemesh
 * oval is cut out of the photo, turned upright (its eyes level), scaled so forehead to chin
 * spans the drawn face, and laid on the head with a feathered edge that never leaves the head's
 * outline. Its colour is matched to the figure's skin: its lightness by a curve that brings its
 * median to the head's (no highlight is clipped), its tint by each channel's share of the
 * light; then the head's drawn light and shade are laid over it, so the face sits in the same
 * light as the body. The hair's front is drawn over it by the caller.
 */
import sharp from 'sharp';
import type { DetectedFace } from '../faces';
import type { Point } from '../homography';
import type { Raster } from '../raster';
import { FACE_OVAL } from '../face-outline';

const FOREHEAD = 10;
const CHIN = 152;
/** The eyes' outer corners, to level the face. */
const EYE_CORNERS = [33, 263] as const;

/**
 * Where the face's forehead point and chin go, in head half-heights from the head's centre:
 * just under the hair's front edge, and just above the head's bottom.
 */
const FOREHEAD_AT = -0.62;
const CHIN_AT = 0.97;
/** The oval is drawn this much smaller about its centre, so no hair or background shows. */
const OVAL_INSET = 0.94;
/** The edge's feather, as a share of the placed face's width. */
const FEATHER_SHARE = 0.045;
/** How much of the head's drawn light and shade is laid over the face (0–1). */
const SHADING_STRENGTH = 0.6;
/** Luma below this (linear) counts as this, so black pixels have a tint and a logarithm. */
const DARKEST = 0.002;
/** The face's luma percentiles between which its pixels are taken for bare skin. */
const SKIN_BAND = [0.35, 0.8] as const;

export interface HeadOnCanvas {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const toLinear = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (value: number) => {
  const c = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => toLinear(value));

/**
 * The photo's pixel at (x, y), bilinear, in linear light, into `out` from `at`; out of bounds is
 * clamped. Called for every pixel of the face: no closure or array is made here.
 */
function sampleLinear(photo: Raster, x: number, y: number, out: Float64Array, at: number): void {
  const fx = Math.min(photo.width - 1, Math.max(0, x));
  const fy = Math.min(photo.height - 1, Math.max(0, y));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(photo.width - 1, x0 + 1);
  const y1 = Math.min(photo.height - 1, y0 + 1);
  const ax = fx - x0;
  const ay = fy - y0;
  const { data, channels, width } = photo;
  const i00 = (y0 * width + x0) * channels;
  const i10 = (y0 * width + x1) * channels;
  const i01 = (y1 * width + x0) * channels;
  const i11 = (y1 * width + x1) * channels;
  for (let c = 0; c < 3; c++) {
    const top = LINEAR[data[i00 + c]!]! * (1 - ax) + LINEAR[data[i10 + c]!]! * ax;
    const bottom = LINEAR[data[i01 + c]!]! * (1 - ax) + LINEAR[data[i11 + c]!]! * ax;
    out[at + c] = top * (1 - ay) + bottom * ay;
  }
}

/** The face's transform: photo point → canvas point, and back. */
function faceTransform(face: DetectedFace, head: HeadOnCanvas) {
  const point = (index: number): Point => face.mesh[index] ?? [0, 0];
  const [left, right] = EYE_CORNERS.map(point) as [Point, Point];
  const roll = Math.atan2(right[1] - left[1], right[0] - left[0]);
  const top = point(FOREHEAD);
  const chin = point(CHIN);
  const photoLength = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
  const scale = ((CHIN_AT - FOREHEAD_AT) * head.ry) / Math.max(1, photoLength);
  const from: Point = [(top[0] + chin[0]) / 2, (top[1] + chin[1]) / 2];
  const to: Point = [head.cx, head.cy + ((FOREHEAD_AT + CHIN_AT) / 2) * head.ry];
  const cos = Math.cos(roll);
  const sin = Math.sin(roll);
  return {
    scale,
    toCanvas: ([x, y]: Point): Point => {
      const dx = x - from[0];
      const dy = y - from[1];
      return [to[0] + scale * (cos * dx + sin * dy), to[1] + scale * (-sin * dx + cos * dy)];
    },
    toPhoto: (x: number, y: number): Point => {
      const dx = (x - to[0]) / scale;
      const dy = (y - to[1]) / scale;
      return [from[0] + cos * dx - sin * dy, from[1] + sin * dx + cos * dy];
    },
    /** toPhoto's numbers, for the loop over every pixel of the face. */
    inverse: { cos, sin, scale, from, to },
  };
}

/**
 * The feathered oval, inside the head's ellipse, as an alpha mask over `box` of the canvas
 * (0–255 per pixel).
 */
async function ovalMask(
  oval: Point[],
  head: HeadOnCanvas,
  box: { left: number; top: number; width: number; height: number },
  feather: number,
): Promise<Buffer> {
  const centre = oval
    .reduce<Point>(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0])
    .map((sum) => sum / oval.length) as unknown as Point;
  const points = oval
    .map(([x, y]) => {
      const ix = centre[0] + (x - centre[0]) * OVAL_INSET - box.left;
      const iy = centre[1] + (y - centre[1]) * OVAL_INSET - box.top;
      return `${ix.toFixed(1)},${iy.toFixed(1)}`;
    })
    .join(' ');
  // The head shrunk by the feather, so the blurred edge stays on the head.
  const ellipse = `<ellipse cx="${(head.cx - box.left).toFixed(1)}" cy="${(head.cy - box.top).toFixed(1)}" rx="${Math.max(1, head.rx - feather).toFixed(1)}" ry="${Math.max(1, head.ry - feather).toFixed(1)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><defs><clipPath id="head">${ellipse}</clipPath></defs><rect width="100%" height="100%" fill="#000"/><polygon points="${points}" fill="#fff" clip-path="url(#head)"/></svg>`;
  return sharp(Buffer.from(svg)).blur(Math.max(0.3, feather)).extractChannel(0).raw().toBuffer();
}

const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted: Float64Array, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/**
 * How to bring the face's skin to the head's, from the pixels well inside the oval: a curve on
 * the luma that takes the face's median to the head's (the median is the skin's: eyes, brows
 * and lips are a minority), and each channel's gain on its share of the luma, measured on the
 * face's mid-tones only (SKIN_BAND), the skin without its shadows and highlights.
 */
function skinMatch(faceLinear: Float64Array, headLinear: Float64Array, mask: Buffer) {
  const inside: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]! >= 230) inside.push(i);
  if (inside.length === 0) return null;
  const lumaAt = (pixels: Float64Array, i: number) =>
    Math.max(DARKEST, luma(pixels[i * 3]!, pixels[i * 3 + 1]!, pixels[i * 3 + 2]!));
  const faceLumas = Float64Array.from(inside, (i) => lumaAt(faceLinear, i)).sort();
  const headLumas = Float64Array.from(inside, (i) => lumaAt(headLinear, i)).sort();
  const faceMedian = Math.min(0.999, percentile(faceLumas, 0.5));
  const headLuma = percentile(headLumas, 0.5);
  const [low, high] = SKIN_BAND.map((share) => percentile(faceLumas, share)) as [number, number];
  const faceTint = [0, 0, 0];
  const headTint = [0, 0, 0];
  for (const i of inside) {
    const y = lumaAt(faceLinear, i);
    if (y < low || y > high) continue;
    const headY = lumaAt(headLinear, i);
    for (let c = 0; c < 3; c++) {
      faceTint[c]! += faceLinear[i * 3 + c]! / y;
      headTint[c]! += headLinear[i * 3 + c]! / headY;
    }
  }
  return {
    // k·Y / (1 + (k − 1)·Y) keeps 0 and 1 where they are (no highlight is clipped) and the
    // shadows' contrast, and takes the face's median to the head's.
    gain: (headLuma * (1 - faceMedian)) / (faceMedian * Math.max(1e-3, 1 - headLuma)),
    tints: faceTint.map((sum, c) => headTint[c]! / Math.max(1e-6, sum)),
    headLuma,
  };
}

/**
 * `body` (RGB, the rendered figure; changed in place and returned) with the face of `face` in
 * `photo` (RGB) laid on its head.
 */
export async function placeFaceOnHead(
  body: Raster,
  photo: Raster,
  face: DetectedFace,
  head: HeadOnCanvas,
): Promise<Raster> {
  const { scale, toCanvas, inverse } = faceTransform(face, head);
  const oval = FACE_OVAL.map((index) => toCanvas(face.mesh[index] ?? [0, 0]));
  const xs = oval.map(([x]) => x);
  const ys = oval.map(([, y]) => y);
  const margin = Math.ceil(head.rx * 0.2);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - margin);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - margin);
  const right = Math.min(body.width, Math.ceil(Math.max(...xs)) + margin);
  const bottom = Math.min(body.height, Math.ceil(Math.max(...ys)) + margin);
  const box = { left, top, width: right - left, height: bottom - top };
  if (box.width <= 0 || box.height <= 0 || scale <= 0) return body;
  const feather = (Math.max(...xs) - Math.min(...xs)) * FEATHER_SHARE;
  const mask = await ovalMask(oval, head, box, feather);

  // The face's pixels on the canvas, sampled from the photo (toPhoto, written out).
  const faceLinear = new Float64Array(box.width * box.height * 3);
  const { cos, sin, from, to } = inverse;
  for (let y = 0; y < box.height; y++) {
    const dy = (top + y + 0.5 - to[1]) / scale;
    for (let x = 0; x < box.width; x++) {
      const dx = (left + x + 0.5 - to[0]) / scale;
      const px = from[0] + cos * dx - sin * dy;
      const py = from[1] + sin * dx + cos * dy;
      sampleLinear(photo, px - 0.5, py - 0.5, faceLinear, (y * box.width + x) * 3);
    }
  }
  // The drawn head's pixels under the face, in linear light.
  const headLinear = new Float64Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++)
      for (let c = 0; c < 3; c++) {
        const o = ((top + y) * body.width + left + x) * body.channels + c;
        headLinear[(y * box.width + x) * 3 + c] = LINEAR[body.data[o]!]!;
      }
  const match = skinMatch(faceLinear, headLinear, mask);
  if (!match) return body;
  const { gain, tints, headLuma } = match;

  const out = body.data;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const i = y * box.width + x;
      const a = mask[i]! / 255;
      if (a === 0) continue;
      const o = ((top + y) * body.width + left + x) * body.channels;
      const h = i * 3;
      const headY = luma(headLinear[h]!, headLinear[h + 1]!, headLinear[h + 2]!);
      const light = (headY / headLuma) ** SHADING_STRENGTH;
      const r = faceLinear[i * 3]!;
      const g = faceLinear[i * 3 + 1]!;
      const b = faceLinear[i * 3 + 2]!;
      const faceY = Math.max(DARKEST, luma(r, g, b));
      const lit = ((gain * faceY) / (1 + (gain - 1) * faceY)) * light;
      for (let c = 0; c < 3; c++) {
        const matched = lit * (faceLinear[i * 3 + c]! / faceY) * tints[c]!;
        out[o + c] = toSrgb(matched * a + headLinear[h + c]! * (1 - a));
      }
    }
  }
  return body;
}
