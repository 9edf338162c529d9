/**
 * Projective geometry for the garment warp, in plain TypeScript (no sharp, unit-tested): the
 * 3×3 homography through four point pairs (an 8×8 linear solve) and an inverse-mapped bilinear
 * warp of an RGBA image (docs/engines.md#local-try-on, step 6).
 */

export type Point = readonly [x: number, y: number];
/** Four corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];
/** Row-major 3×3 matrix with h[8] = 1. */
export type Homography = readonly number[];

/** Solves A·x = b in place by Gaussian elimination with partial pivoting; null when singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = a[row]![col]! / a[col]![col]!;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[row]![k]! -= factor * a[col]![k]!;
      b[row]! -= factor * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/** The homography H with H·from[i] ≃ to[i] for the four pairs; throws on a degenerate quad. */
export function homography(from: Quad, to: Quad): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solveLinear(a, b);
  if (!h) throw new Error('Degenerate quad: no homography');
  return [...h, 1];
}

/** Maps a point through H. */
export function applyHomography(h: Homography, [x, y]: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/** An RGBA image (straight alpha). */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Integer pixel box, inclusive of left/top, exclusive of right/bottom. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The pixel box (clipped to the canvas) covering a source rectangle mapped through H. */
export function mappedBounds(
  h: Homography,
  source: { width: number; height: number },
  canvas: { width: number; height: number },
): PixelBox {
  const corners: Point[] = [
    [0, 0],
    [source.width, 0],
    [source.width, source.height],
    [0, source.height],
  ];
  const mapped = corners.map((corner) => applyHomography(h, corner));
  const xs = mapped.map(([x]) => x);
  const ys = mapped.map(([, y]) => y);
  return {
    left: Math.max(0, Math.floor(Math.min(...xs))),
    top: Math.max(0, Math.floor(Math.min(...ys))),
    right: Math.min(canvas.width, Math.ceil(Math.max(...xs)) + 1),
    bottom: Math.min(canvas.height, Math.ceil(Math.max(...ys)) + 1),
  };
}

/**
 * Warps `source` onto a width × height canvas: each canvas pixel in `box` is mapped back through
 * `inverse` (canvas → source) and sampled bilinearly with premultiplied alpha, so the cut-out's
 * background colour never bleeds into the edge. Pixels outside `box` stay transparent.
 */
export function warpBilinear(
  source: RgbaImage,
  inverse: Homography,
  width: number,
  height: number,
  box: PixelBox,
): RgbaImage {
  const out = new Uint8Array(width * height * 4);
  const { data: src, width: sw, height: sh } = source;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = inverse as number[];
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      // Pixel centres: sample at (x + 0.5, y + 0.5) in source pixel-centre coordinates.
      const cx = x + 0.5;
      const cy = y + 0.5;
      const w = h6! * cx + h7! * cy + h8!;
      if (w <= 0) continue;
      const sx = (h0! * cx + h1! * cy + h2!) / w - 0.5;
      const sy = (h3! * cx + h4! * cy + h5!) / w - 0.5;
      if (sx <= -1 || sy <= -1 || sx >= sw || sy >= sh) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < 4; k++) {
        const px = x0 + (k & 1);
        const py = y0 + (k >> 1);
        if (px < 0 || py < 0 || px >= sw || py >= sh) continue;
        const weight = (k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy);
        const i = (py * sw + px) * 4;
        const wa = weight * src[i + 3]!;
        r += src[i]! * wa;
        g += src[i + 1]! * wa;
        b += src[i + 2]! * wa;
        a += wa;
      }
      if (a <= 0) continue;
      const o = (y * width + x) * 4;
      // Uint8Array assignment truncates: + 0.5 rounds.
      out[o] = r / a + 0.5;
      out[o + 1] = g / a + 0.5;
      out[o + 2] = b / a + 0.5;
      out[o + 3] = a + 0.5;
    }
  }
  return { data: out, width, height };
}
