/**
 * The body figure's layers (body-svg.ts) drawn into pixels: the backdrop's gradient straight
 * into the canvas, then each layer rendered by librsvg over its own box only and laid over the
 * picture in order, the figure's parts lit by their outlines (volume-light.ts) on the way. One
 * SVG of the whole canvas cost far more: libvips renders an SVG in 2000 px tiles, and librsvg
 * runs a filter on surfaces of the whole canvas, again for every tile (README.md "Speed").
 */
import sharp from 'sharp';
import { toRaster, type Raster } from '../raster';
import type { Backdrop, BodyCanvas, BodyLayers, SvgLayer } from './body-svg';
import type { PixelBox } from './smooth-path';
import { volumeReach, withVolume } from './volume-light';

/** An SVG document of `markup` over `box` of the canvas. */
const documentOf = (markup: string, defs: string, { left, top, width, height }: PixelBox) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"><defs>${defs}</defs>${markup}</svg>`;

/** The box grown by `margin` each side, cut to the canvas (null when nothing is left). */
function onCanvas(box: PixelBox, margin: number, canvas: BodyCanvas): PixelBox | null {
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(canvas.width, box.left + box.width + margin);
  const bottom = Math.min(canvas.height, box.top + box.height + margin);
  return right > left && bottom > top
    ? { left, top, width: right - left, height: bottom - top }
    : null;
}

/** An RGBA raster laid over an RGB one (changed in place) with its top left corner at `at`. */
function layOver(image: Raster, layer: Raster, at: { left: number; top: number }): void {
  for (let y = 0; y < layer.height; y++)
    for (let x = 0; x < layer.width; x++) {
      const from = (y * layer.width + x) * 4;
      const a = layer.data[from + 3]!;
      if (a === 0) continue;
      const to = ((at.top + y) * image.width + at.left + x) * 3;
      for (let c = 0; c < 3; c++) {
        image.data[to + c] = Math.round(
          (layer.data[from + c]! * a + image.data[to + c]! * (255 - a)) / 255,
        );
      }
    }
}

async function rendered(layer: SvgLayer, defs: string): Promise<Raster> {
  return toRaster(sharp(Buffer.from(documentOf(layer.markup, defs, layer.box))), 4);
}

/** A 4 × 4 ordered dither's thresholds, so the gradient's one-level steps show no bands. */
const DITHER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((k) => (k + 0.5) / 16);

/**
 * The backdrop's radial gradient over the canvas (RGB), as SVG draws one in a rectangle's own
 * box: elliptical on a canvas that is not square, the last colour beyond the radius; dithered,
 * as cairo dithers gradients.
 */
function backdropOf({ width, height }: BodyCanvas, { centre, radius, from, to }: Backdrop): Raster {
  const data = Buffer.alloc(width * height * 3);
  const dx2 = Float64Array.from({ length: width }, (_, x) => ((x + 0.5) / width - centre[0]) ** 2);
  const [r0, g0, b0] = from;
  const [dr, dg, db] = [to[0] - r0, to[1] - g0, to[2] - b0];
  for (let y = 0; y < height; y++) {
    const dy2 = ((y + 0.5) / height - centre[1]) ** 2;
    for (let x = 0, p = y * width * 3; x < width; x++, p += 3) {
      const t = Math.min(1, Math.sqrt(dx2[x]! + dy2) / radius);
      const dither = DITHER[(y % 4) * 4 + (x % 4)]!;
      data[p] = Math.floor(r0 + dr * t + dither);
      data[p + 1] = Math.floor(g0 + dg * t + dither);
      data[p + 2] = Math.floor(b0 + db * t + dither);
    }
  }
  return { data, width, height, channels: 3 };
}

/** The backdrop, the ground and the figure's lit parts, without the hair's front (RGB). */
export async function drawFigure(layers: BodyLayers): Promise<Raster> {
  const { canvas, defs } = layers;
  const image = backdropOf(canvas, layers.backdrop);
  for (const layer of layers.ground) await drawOver(image, layer, defs);
  const reach = volumeReach(layers.light);
  for (const part of layers.parts) {
    const box = onCanvas(part.box, reach, canvas);
    if (!box) continue;
    const lit = withVolume(await rendered({ markup: part.markup, box }, defs), layers.light);
    layOver(image, lit, box);
  }
  return image;
}

/** `image` (RGB, changed in place) with a layer drawn over it, unlit: the hair's front. */
export async function drawOver(image: Raster, layer: SvgLayer, defs: string): Promise<Raster> {
  const box = onCanvas(layer.box, 0, image);
  if (box) layOver(image, await rendered({ markup: layer.markup, box }, defs), box);
  return image;
}
