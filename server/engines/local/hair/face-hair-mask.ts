/**
 * The hair mask of a photo whose face was found (faces.ts), without a hair model (none ships
 * offline): around the face, the person's pixels whose colour is nearer the hair's than the
 * skin's and the clothes', and below the chin at least as common in the hair above the chin as
 * on the torso, kept where they connect to the hair above the forehead, then closed and
 * feathered. The colours are measured on the photo itself: the hair in a band above the
 * forehead, the skin on the cheeks, the clothes and the torso below the chin. Good for hair that
 * differs from skin and clothes; hair the colour of the skin or of a dark top needs the user's
 * brush (server/engines/local/hair/README.md).
 */
import type { Point } from '../homography';
import type { DetectedFace } from '../faces';
import { blurRaster, type Raster } from '../raster';
import { colourDensity } from './colour-density';
import { FACE_OVAL } from '../face-outline';

/** Person-mask value (0–255) from which a pixel counts as the person. */
const PERSON = 128;
const FOREHEAD_TOP = 10;
const CHIN = 152;
/** The eyebrows' upper edges: below them the face is never hair (a fringe may cover above). */
const BROWS = [105, 334];
/**
 * Where hair may be, in face widths (across) and face heights (up from the forehead, down from
 * the chin): long hair falls to the chest.
 */
const REACH = { side: 1.4, up: 1.3, down: 1.8 } as const;
/** The band above the forehead the hair's colour is measured in, in face heights. */
const HAIR_BAND = { from: 0.06, to: 0.4, halfWidth: 0.3 } as const;
/**
 * A pixel is hair when its colour is nearer the hair's than the skin's and the clothes', and
 * within this many spreads of it (lit and shaded strands differ a lot in luminance).
 */
const HAIR_DISTANCE = 5;
/** Least spread of each colour feature (luminance, red-green, yellow-blue), so noise counts. */
const MIN_SPREAD = [10, 5, 7] as const;
/** Most spread of each: streaked or shaded hair must not make a model that takes in anything. */
const MAX_SPREAD = [36, 12, 14] as const;
/**
 * From this height on the head (in face heights above the chin: the mouth is about 0.3) and
 * outside the face and ears, the person is taken for hair unless clearly not hair-coloured.
 */
const HEAD_SIDES_FROM = 0.4;
/** Within this many of its spreads a colour is plainly the hair's, busy or not. */
const PLAIN_HAIR = 1.5;
/** How busy (strands) a pixel must be, as a share of the measured hair's median busyness. */
const TEXTURE_SHARE = 0.45;
/** The neighbourhood busyness is averaged over, σ as a share of the face width. */
const TEXTURE_SIGMA = 0.03;
/** How much lighter than the measured hair's 90th percentile of luminance hair may be. */
const LIGHTER_BY = 30;
/** Below the chin, half the width (in face widths) of the middle where hair does not fall. */
const CHEST_HALF_WIDTH = 0.4;
/** The face outline grown by this share: the zone around the head where hair sits close. */
const HEAD_ZONE_GROWTH = 0.6;
/** Within this many of its spreads a colour is plainly the skin's. */
const PLAIN_SKIN = 2;
/** The face outline grown by this share to take in the ears. */
const EARS_GROWTH = 0.15;
/** How much farther from the hair's colour a pixel beside the face may be. */
const LOOSE = 1.5;
/** How unlike the hair (in its spreads) the colour below the chin must be to count as clothes. */
const CLOTHES_APART = 4;
/**
 * The torso straight below the chin, in face heights down from it and face widths each side:
 * the neck, the chest and the top, which hair hangs beside, not over. Straight down, not along a
 * tilted head: the neck hangs plumb.
 */
const TORSO = { from: 0.1, halfWidth: 0.3 } as const;
/** Hole filling and feathering, σ as a share of the face width. */
const CLOSE_SIGMA = 0.03;
const FEATHER_SIGMA = 0.012;

type Feature = [number, number, number];

/** Luminance and two opponent colours: distances here follow what the eye tells apart. */
function feature(r: number, g: number, b: number): Feature {
  return [0.3 * r + 0.59 * g + 0.11 * b, r - g, (r + g) / 2 - b];
}

interface ColourModel {
  centre: Feature;
  spread: Feature;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const median = (values: number[]) => percentile(values, 0.5);

/** Median and spread (1.48 × the median absolute deviation, bounded) of some pixels. */
function modelOf(samples: Feature[]): ColourModel | null {
  if (samples.length < 8) return null;
  const centre = [0, 1, 2].map((c) => median(samples.map((s) => s[c]!))) as Feature;
  const spread = [0, 1, 2].map((c) => {
    const deviation = 1.48 * median(samples.map((s) => Math.abs(s[c]! - centre[c]!)));
    return Math.min(MAX_SPREAD[c]!, Math.max(MIN_SPREAD[c]!, deviation));
  }) as Feature;
  return { centre, spread };
}

function distance(f: Feature, model: ColourModel): number {
  let sum = 0;
  for (let c = 0; c < 3; c++) sum += ((f[c]! - model.centre[c]!) / model.spread[c]!) ** 2;
  return Math.sqrt(sum);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const clampBox = (box: Box, image: Raster): Box => ({
  left: Math.max(0, Math.floor(box.left)),
  top: Math.max(0, Math.floor(box.top)),
  right: Math.min(image.width - 1, Math.ceil(box.right)),
  bottom: Math.min(image.height - 1, Math.ceil(box.bottom)),
});

/** How busy each pixel's neighbourhood is: luminance differences to its neighbours, averaged. */
async function textureOf(image: Raster, sigma: number): Promise<Uint8Array> {
  const { width, height, data } = image;
  const lum = new Float32Array(width * height);
  for (let p = 0; p < lum.length; p++) {
    lum[p] = 0.3 * data[p * 3]! + 0.59 * data[p * 3 + 1]! + 0.11 * data[p * 3 + 2]!;
  }
  const edges = Buffer.alloc(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const busy =
        Math.abs(lum[p + 1]! - lum[p - 1]!) + Math.abs(lum[p + width]! - lum[p - width]!);
      edges[p] = Math.min(255, busy * 2);
    }
  return (await blurRaster({ data: edges, width, height, channels: 1 }, sigma)).data;
}

/** 1 in the band above the forehead, along the head's own up (a tilted head's too). */
function hairBand(g: ReturnType<typeof faceGeometry>, width: number, height: number): Uint8Array {
  const [ux, uy] = g.up;
  const across: Point = [-uy, ux];
  const corner = (along: number, side: number): Point => [
    g.forehead[0] + ux * along * g.height + across[0] * side * g.width,
    g.forehead[1] + uy * along * g.height + across[1] * side * g.width,
  ];
  const { from, to, halfWidth } = HAIR_BAND;
  return fillPolygon(
    [
      corner(from, -halfWidth),
      corner(to, -halfWidth),
      corner(to, halfWidth),
      corner(from, halfWidth),
    ],
    width,
    height,
  );
}

/** 1 on the face between the eyes and the mouth (cheeks and nose): the skin to measure. */
function cheeks(faceInside: Uint8Array, width: number, g: ReturnType<typeof faceGeometry>) {
  const band = new Uint8Array(faceInside.length);
  const top = Math.max(0, Math.round(g.brows + (g.chin - g.brows) * 0.25));
  const bottom = Math.round(g.brows + (g.chin - g.brows) * 0.6);
  for (let y = top; y <= bottom; y++)
    for (let x = 0; x < width; x++) band[y * width + x] = faceInside[y * width + x]!;
  return band;
}

/** The features of the person's pixels where `where` is 1. */
function samplesWhere(image: Raster, person: Raster, where: Uint8Array): Feature[] {
  const samples: Feature[] = [];
  for (let p = 0; p < where.length; p++) {
    if (!where[p] || person.data[p]! < PERSON) continue;
    samples.push(feature(image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!));
  }
  return samples;
}

/** The features of the person's pixels in a box. */
function samplesIn(image: Raster, person: Raster, box: Box): Feature[] {
  const { left, top, right, bottom } = clampBox(box, image);
  const samples: Feature[] = [];
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      const p = y * image.width + x;
      if (person.data[p]! < PERSON) continue;
      samples.push(feature(image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!));
    }
  return samples;
}

/** 1 inside the polygon (even-odd scanlines), else 0. */
function fillPolygon(points: readonly Point[], width: number, height: number): Uint8Array {
  const inside = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const crossings: number[] = [];
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[(i + 1) % points.length]!;
      if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) {
        crossings.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = Math.max(0, Math.ceil(crossings[i]!));
      const to = Math.min(width - 1, Math.floor(crossings[i + 1]!));
      for (let x = from; x <= to; x++) inside[y * width + x] = 1;
    }
  }
  return inside;
}

/** The polygon scaled by 1 + `share` about its centre. */
function grown(points: readonly Point[], share: number): Point[] {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  return points.map(([x, y]) => [cx + (x - cx) * (1 + share), cy + (y - cy) * (1 + share)]);
}

/** Keeps the candidates (4-connected) that reach a seed pixel; the rest is dropped. */
function keepConnected(candidates: Uint8Array, seeds: Uint8Array, width: number): Uint8Array {
  const kept = new Uint8Array(candidates.length);
  const stack: number[] = [];
  for (let p = 0; p < candidates.length; p++) {
    if (candidates[p] && seeds[p]) {
      kept[p] = 1;
      stack.push(p);
    }
  }
  const height = candidates.length / width;
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
    for (const q of neighbours) {
      if (q < 0 || q >= width * height || !candidates[q] || kept[q]) continue;
      kept[q] = 1;
      stack.push(q);
    }
  }
  return kept;
}

/** The face's landmarks the mask needs, in the image's pixels. */
function faceGeometry(face: DetectedFace) {
  const at = (index: number): Point => face.mesh[index] ?? [0, 0];
  const oval = FACE_OVAL.map(at);
  const xs = oval.map(([x]) => x);
  const forehead = at(FOREHEAD_TOP);
  const chinPoint = at(CHIN);
  const top = forehead[1];
  const chin = chinPoint[1];
  // The head's own up, chin to forehead: a tilted head's hair lies along it, not straight up.
  const length = Math.hypot(forehead[0] - chinPoint[0], forehead[1] - chinPoint[1]) || 1;
  const up: Point = [(forehead[0] - chinPoint[0]) / length, (forehead[1] - chinPoint[1]) / length];
  return {
    forehead,
    chinPoint,
    up,
    oval,
    top,
    chin,
    brows: Math.min(...BROWS.map((index) => at(index)[1])),
    left: Math.min(...xs),
    right: Math.max(...xs),
    centre: (Math.min(...xs) + Math.max(...xs)) / 2,
    width: Math.max(...xs) - Math.min(...xs),
    height: length,
  };
}

/** 1 on the torso straight below the chin (TORSO), down to where hair may reach. */
function torsoBelowChin(g: ReturnType<typeof faceGeometry>, width: number, height: number) {
  const torso = new Uint8Array(width * height);
  const top = Math.max(0, Math.round(g.chin + g.height * TORSO.from));
  const bottom = Math.min(height - 1, Math.round(g.chin + g.height * REACH.down));
  const left = Math.max(0, Math.round(g.chinPoint[0] - g.width * TORSO.halfWidth));
  const right = Math.min(width - 1, Math.round(g.chinPoint[0] + g.width * TORSO.halfWidth));
  for (let y = top; y <= bottom; y++) torso.fill(1, y * width + left, y * width + right + 1);
  return torso;
}

/**
 * Below the chin (from pixel `from` on) the hair hangs beside skin and clothes of colours close
 * to its own (lit skin beside brown hair, the black of a striped top beside dark hair), which one
 * median and spread per class cannot tell apart. There a candidate stays only where its colour is
 * at least as common in the hair found above the chin, beside the face, as on the torso below the
 * chin (colour-density.ts): hair hangs beside the torso, so the torso shows what is not hair.
 */
function dropTorsoColours(
  candidates: Uint8Array,
  from: number,
  { torso, hair, image }: { torso: Feature[]; hair: Feature[]; image: Raster },
): void {
  const onTorso = colourDensity(torso);
  const inHair = colourDensity(hair);
  for (let p = from; p < candidates.length; p++) {
    if (!candidates[p]) continue;
    const f = feature(image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!);
    if (onTorso(f) > inHair(f)) candidates[p] = 0;
  }
}

/**
 * The hair mask (1 channel, 255 = hair) of an RGB image, given its person mask and the face
 * (with its mesh) in the same pixels. Empty when the hair's colour cannot be measured.
 */
export async function hairMaskFromFace(
  image: Raster,
  person: Raster,
  face: DetectedFace,
): Promise<Raster> {
  const full: Raster = { ...person, data: Buffer.alloc(person.data.length), channels: 1 };
  if (face.mesh.length < 468) return full;
  // Only the head's surroundings can be hair: the work is done on that part of the photo.
  const g = faceGeometry(face);
  const box = clampBox(
    {
      left: g.centre - g.width * (REACH.side + 0.1),
      right: g.centre + g.width * (REACH.side + 0.1),
      top: g.top - g.height * (REACH.up + 0.1),
      bottom: g.chin + g.height * (REACH.down + 0.1),
    },
    image,
  );
  const crop = {
    left: box.left,
    top: box.top,
    width: box.right - box.left + 1,
    height: box.bottom - box.top + 1,
  };
  const moved: DetectedFace = {
    ...face,
    mesh: face.mesh.map(([x, y]) => [x - crop.left, y - crop.top]),
  };
  const mask = await maskNearFace(cropOf(image, crop), cropOf(person, crop), moved);
  for (let y = 0; y < crop.height; y++) {
    const from = y * crop.width;
    mask.data.copy(full.data, (y + crop.top) * full.width + crop.left, from, from + crop.width);
  }
  return full;
}

/** A copy of part of a raster, in plain JS (no encode round trip). */
function cropOf(
  image: Raster,
  { left, top, width, height }: { left: number; top: number; width: number; height: number },
): Raster {
  const { channels } = image;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const from = ((y + top) * image.width + left) * channels;
    image.data.copy(data, y * width * channels, from, from + width * channels);
  }
  return { data, width, height, channels };
}

async function maskNearFace(image: Raster, person: Raster, face: DetectedFace): Promise<Raster> {
  const empty: Raster = { ...person, data: Buffer.alloc(person.data.length), channels: 1 };
  const g = faceGeometry(face);
  const faceInside = fillPolygon(g.oval, image.width, image.height);
  const skin = modelOf(samplesWhere(image, person, cheeks(faceInside, image.width, g)));
  const band = hairBand(g, image.width, image.height);
  const hair = modelOf(samplesWhere(image, person, band));
  if (!skin || !hair) return empty;
  // Hair is never much lighter than the lightest of the hair measured above the forehead: a
  // lighter face or top next to dark hair is not hair.
  const ceiling =
    percentile(
      samplesWhere(image, person, band).map(([l]) => l),
      0.9,
    ) + LIGHTER_BY;
  const below = modelOf(
    samplesIn(image, person, {
      left: g.centre - g.width * 0.3,
      right: g.centre + g.width * 0.3,
      top: g.chin + g.height * 0.8,
      bottom: g.chin + g.height * 1.0,
    }),
  );
  // Below the chin may be clothes, or the hair itself falling over the chest: only colours
  // clearly unlike the hair's are taken for clothes.
  const clothes = below && distance(below.centre, hair) > CLOTHES_APART ? below : null;

  const { width } = image;
  const texture = await textureOf(image, g.width * TEXTURE_SIGMA);
  const bandTexture = median([
    ...texture.filter((_, p) => band[p] === 1 && person.data[p]! >= PERSON),
  ]);
  const region = clampBox(
    {
      left: g.centre - g.width * REACH.side,
      right: g.centre + g.width * REACH.side,
      top: g.top - g.height * REACH.up,
      bottom: g.chin + g.height * REACH.down,
    },
    image,
  );
  const faceAndEars = fillPolygon(grown(g.oval, EARS_GROWTH), width, image.height);
  const headZone = fillPolygon(grown(g.oval, HEAD_ZONE_GROWTH), width, image.height);
  const candidates = new Uint8Array(width * image.height);
  const [ux, uy] = g.up;
  for (let y = region.top; y <= region.bottom; y++)
    for (let x = region.left; x <= region.right; x++) {
      const p = y * width + x;
      if (person.data[p]! < PERSON) continue;
      // The face below the brows is never hair; above them a fringe may cover the forehead.
      if (faceInside[p] && y >= g.brows) continue;
      const f = feature(image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!);
      if (f[0] > ceiling) continue;
      const toHair = distance(f, hair);
      // Strands make hair busy; skin and most cloth are smooth. A pixel not plainly of the
      // hair's colour must be busy too.
      if (toHair > PLAIN_HAIR && texture[p]! < bandTexture * TEXTURE_SHARE) continue;
      // Below the chin, hair falls beside the neck, not down the middle of the chest.
      const across = Math.abs((x - g.chinPoint[0]) * -uy + (y - g.chinPoint[1]) * ux) / g.width;
      if (y > g.chin && across < CHEST_HALF_WIDTH) continue;
      // Height on the head, in face heights from the chin along the head's own up.
      const height = ((x - g.chinPoint[0]) * ux + (y - g.chinPoint[1]) * uy) / g.height;
      if (height >= HEAD_SIDES_FROM && headZone[p] && !faceAndEars[p]) {
        // Close beside and above the face the person is hair even when its colour is near the
        // skin's (blond hair): only colours far from the hair's, or plainly skin, are left out.
        if (toHair > HAIR_DISTANCE * LOOSE) continue;
        const toSkin = distance(f, skin);
        if (toSkin < PLAIN_SKIN && toSkin < toHair) continue;
      } else {
        if (toHair > HAIR_DISTANCE || toHair >= distance(f, skin)) continue;
        if (clothes && toHair >= distance(f, clothes)) continue;
      }
      candidates[p] = 1;
    }
  // Below the chin: what the torso looks like is not hair, unless the hair above looks so too.
  const belowChin = (Math.floor(g.chin) + 1) * width;
  const hairAbove = candidates.map((c, p) =>
    p < belowChin && headZone[p] && !faceInside[p] ? c : 0,
  );
  dropTorsoColours(candidates, belowChin, {
    torso: samplesWhere(image, person, torsoBelowChin(g, width, image.height)),
    hair: samplesWhere(image, person, keepConnected(hairAbove, band, width)),
    image,
  });
  const kept = keepConnected(candidates, band, width);

  // Close the gaps the strands' highlights leave, then feather the edge.
  const binary: Raster = { ...empty, data: Buffer.from(kept.map((v) => v * 255)) };
  const closed = await blurRaster(binary, g.width * CLOSE_SIGMA);
  for (let p = 0; p < closed.data.length; p++) {
    const y = Math.floor(p / width);
    const inFace = faceInside[p] === 1 && y >= g.brows;
    closed.data[p] = closed.data[p]! >= 110 && person.data[p]! >= PERSON / 2 && !inFace ? 255 : 0;
  }
  return blurRaster(closed, Math.max(0.6, g.width * FEATHER_SIGMA));
}
