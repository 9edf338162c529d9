/**
 * Hair recolour that keeps the strands' texture (README.md "Recolour"): the W3C "color"
 * blend (the target's hue and saturation, the pixel's own luminosity) with a lightness lift
 * toward the target, so dark hair can go blonde, blended in by the hair mask × strength.
 */
import type { Raster } from '../raster';
import { resizeRaster } from '../raster';
import { estimateHairMask } from './hair-mask';

export interface HairColourOptions {
  /** The target colour, `#rrggbb`. */
  colour: string;
  /** 0 keeps the photo as it is, 1 applies the colour fully. */
  strength: number;
  /**
   * How far the hair's lightness moves toward the target's: 0 keeps it (only hue and
   * saturation change), 1 matches the hair's mean lightness to the target's. Default 0.75.
   */
  lift?: number;
}

/** The default lightness lift: dark hair reaches most, not all, of a light target's lightness. */
export const DEFAULT_LIFT = 0.75;
/**
 * Lifted luminance above this rolls off smoothly toward white instead of clipping, so a strong
 * lift keeps the highlights' shape (a hard clip turns lit strands into flat white lines).
 */
const HIGHLIGHT_KNEE = 190;

/** Lifted luminance with a soft shoulder above HIGHLIGHT_KNEE (never above 255). */
export function liftedLum(luminance: number, gain: number): number {
  const lifted = luminance * gain;
  if (lifted <= HIGHLIGHT_KNEE) return lifted;
  const room = 255 - HIGHLIGHT_KNEE;
  return HIGHLIGHT_KNEE + room * (1 - Math.exp(-(lifted - HIGHLIGHT_KNEE) / room));
}

type Rgb = [number, number, number];

const lum = (r: number, g: number, b: number) => 0.3 * r + 0.59 * g + 0.11 * b;

/** W3C compositing SetLum + ClipColor: `colour` moved to luminosity `l`, kept in gamut. */
export function setLum([r, g, b]: Rgb, l: number): Rgb {
  const d = l - lum(r, g, b);
  const c: Rgb = [r + d, g + d, b + d];
  const L = lum(...c);
  const n = Math.min(...c);
  const x = Math.max(...c);
  if (n < 0) return c.map((v) => L + ((v - L) * L) / (L - n)) as Rgb;
  if (x > 255) return c.map((v) => L + ((v - L) * (255 - L)) / (x - L)) as Rgb;
  return c;
}

/** `#rrggbb` as numbers; anything else is a programming error. */
export function parseHex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${colour}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** The mask-weighted mean luminance of the hair, or null when the mask is empty. */
function meanHairLum(image: Raster, mask: Raster): number | null {
  let sum = 0;
  let weight = 0;
  for (let p = 0; p < mask.data.length; p++) {
    const a = mask.data[p]!;
    if (a === 0) continue;
    const i = p * 3;
    sum += a * lum(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
    weight += a;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * Recolours the hair of an RGB image. `mask` (1 channel, 255 = hair, any size: it is scaled to
 * the image) is the user's painted mask; without one the hair is found automatically
 * (hair-mask.ts). Pixels outside the mask are returned unchanged, bit for bit.
 */
export async function recolourHair(
  image: Raster,
  options: HairColourOptions,
  mask?: Raster,
): Promise<Raster> {
  if (image.channels !== 3) throw new Error('recolourHair takes an RGB raster');
  const target = parseHex(options.colour);
  const strength = Math.min(1, Math.max(0, options.strength));
  const lift = options.lift ?? DEFAULT_LIFT;
  const out: Raster = { ...image, data: Buffer.from(image.data) };
  if (strength === 0) return out;
  const hair =
    mask === undefined
      ? await estimateHairMask(image)
      : mask.width === image.width && mask.height === image.height
        ? mask
        : await resizeRaster(mask, image.width, image.height);
  const hairLum = meanHairLum(image, hair);
  if (hairLum === null) return out;
  const gain = (Math.max(1, lum(...target)) / Math.max(1, hairLum)) ** lift;
  for (let p = 0; p < hair.data.length; p++) {
    const a = (hair.data[p]! / 255) * strength;
    if (a === 0) continue;
    const i = p * 3;
    const [r, g, b] = [out.data[i]!, out.data[i + 1]!, out.data[i + 2]!];
    const coloured = setLum(target, liftedLum(lum(r, g, b), gain));
    out.data[i] = Math.round(r + (coloured[0] - r) * a);
    out.data[i + 1] = Math.round(g + (coloured[1] - g) * a);
    out.data[i + 2] = Math.round(b + (coloured[2] - b) * a);
  }
  return out;
}
