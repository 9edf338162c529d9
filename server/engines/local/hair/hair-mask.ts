/**
 * An automatic hair mask for drawn figures, whose faces no detector finds (README.md):
 * the person mask ∩ the head's box ∩ pixels clearly darker than the face's skin, kept only where
 * they connect to the crown, then closed and feathered. Good for dark hair on a lighter skin or
 * backdrop; blond or grey hair, or hair darker than nothing around it, needs the user's brush.
 */
import { segmentPerson } from '../person-segmentation';
import { refineMask } from '../mask-refine';
import { blurRaster, type Raster } from '../raster';
import { findHead, PERSON_THRESHOLD, type HeadRegion } from './head-region';

/** Hair is darker than this share of the skin's luminance… */
const DARK_SHARE = 0.55;
/** …or darker than this share and of a clearly different chromaticity (black hair, brown skin). */
const DIM_SHARE = 0.8;
/** Chromaticity distance (r, g, b shares) from which a dim pixel is not skin in shadow. */
const CHROMA_DISTANCE = 0.07;
/** Components must reach into this top share of the head (hair grows from the crown). */
const CROWN_SHARE = 0.3;
/** Hole filling and feathering, σ as a share of the head's width. */
const CLOSE_SIGMA = 0.012;
const FEATHER_SIGMA = 0.005;

type Rgb = [number, number, number];

const luminance = (r: number, g: number, b: number) => 0.3 * r + 0.59 * g + 0.11 * b;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The face's skin colour: the median of a patch on the centre line, below the eyes. */
function skinColour(image: Raster, person: Raster, head: HeadRegion): Rgb | null {
  const depth = head.neck - head.top;
  const channels: [number[], number[], number[]] = [[], [], []];
  const half = Math.max(1, Math.round(head.width * 0.12));
  for (let y = head.top + Math.round(depth * 0.55); y <= head.top + depth * 0.75; y++)
    for (let x = head.centre - half; x <= head.centre + half; x++) {
      const p = y * image.width + x;
      if (x < 0 || x >= image.width || person.data[p]! < PERSON_THRESHOLD) continue;
      for (let c = 0; c < 3; c++) channels[c]!.push(image.data[p * 3 + c]!);
    }
  if (channels[0].length === 0) return null;
  return channels.map(median) as Rgb;
}

function chromaticity(r: number, g: number, b: number): Rgb {
  const sum = r + g + b + 1;
  return [r / sum, g / sum, b / sum];
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function searchBox(image: Raster, head: HeadRegion): Box {
  const margin = Math.round(head.width * 0.06);
  return {
    left: Math.max(0, head.left - margin),
    top: Math.max(0, head.top - margin),
    right: Math.min(image.width - 1, head.right + margin),
    bottom: Math.min(image.height - 1, head.neck + margin),
  };
}

/** 1 where a pixel of the box looks like hair (person, and darker than the skin), else 0. */
function hairCandidates(image: Raster, person: Raster, box: Box, skin: Rgb): Uint8Array {
  const candidates = new Uint8Array(image.width * image.height);
  const skinLum = luminance(...skin);
  const skinChroma = chromaticity(...skin);
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const p = y * image.width + x;
      if (person.data[p]! < PERSON_THRESHOLD) continue;
      const [r, g, b] = [image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!];
      const share = luminance(r, g, b) / Math.max(1, skinLum);
      if (share < DARK_SHARE) candidates[p] = 1;
      else if (share < DIM_SHARE) {
        const [cr, cg, cb] = chromaticity(r, g, b);
        const distance = Math.hypot(cr - skinChroma[0], cg - skinChroma[1], cb - skinChroma[2]);
        if (distance > CHROMA_DISTANCE) candidates[p] = 1;
      }
    }
  return candidates;
}

/** Keeps the candidate regions (4-connected) that reach the crown band; the rest is dropped. */
function keepCrownConnected(candidates: Uint8Array, width: number, box: Box, crownBottom: number) {
  const kept = new Uint8Array(candidates.length);
  const stack: number[] = [];
  for (let y = box.top; y <= Math.min(crownBottom, box.bottom); y++)
    for (let x = box.left; x <= box.right; x++) {
      const p = y * width + x;
      if (candidates[p] && !kept[p]) {
        kept[p] = 1;
        stack.push(p);
      }
    }
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const y = (p - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < box.left || nx > box.right || ny < box.top || ny > box.bottom) continue;
      const q = ny * width + nx;
      if (candidates[q] && !kept[q]) {
        kept[q] = 1;
        stack.push(q);
      }
    }
  }
  return kept;
}

/**
 * The hair mask (1 channel, 255 = hair) of an RGB image, given its person mask. Empty when no
 * head or no hair darker than the skin is found. Pure: no model runs here.
 */
export async function hairMaskFromPerson(image: Raster, person: Raster): Promise<Raster> {
  const empty: Raster = { ...person, data: Buffer.alloc(person.data.length), channels: 1 };
  const head = findHead(person);
  const skin = head && skinColour(image, person, head);
  if (!head || !skin) return empty;
  const box = searchBox(image, head);
  const crownBottom = head.top + Math.round((head.neck - head.top) * CROWN_SHARE);
  const hair = keepCrownConnected(
    hairCandidates(image, person, box, skin),
    image.width,
    box,
    crownBottom,
  );
  const binary: Raster = { ...empty, data: Buffer.from(hair.map((v) => v * 255)) };
  // Close the gaps the strands' highlights leave, then feather the edge.
  const closed = await blurRaster(binary, head.width * CLOSE_SIGMA);
  for (let p = 0; p < closed.data.length; p++) {
    const inside = closed.data[p]! >= 100 && person.data[p]! >= PERSON_THRESHOLD / 2;
    closed.data[p] = inside ? 255 : 0;
  }
  return blurRaster(closed, Math.max(0.6, head.width * FEATHER_SIGMA));
}

/** The hair mask of an RGB image: the selfie person mask, then the heuristic above. */
export async function estimateHairMask(image: Raster): Promise<Raster> {
  const person = await refineMask(image, await segmentPerson(image));
  return hairMaskFromPerson(image, person);
}
