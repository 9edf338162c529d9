/**
 * Blur of interleaved float planes in plain TypeScript, for smooth maps the engine keeps in
 * full precision (local colours, local light): sharp blurs 8-bit bands only.
 */

/** In-place box blur, along rows then columns (running sums, edges clamped). */
function boxBlur(data: Float32Array, width: number, height: number, planes: number, r: number) {
  const line = new Float32Array(Math.max(width, height));
  const pass = (count: number, length: number, stride: number, step: number) => {
    for (let i = 0; i < count; i++) {
      const base = i * stride;
      for (let c = 0; c < planes; c++) {
        const at = (j: number) => data[base + Math.min(length - 1, Math.max(0, j)) * step + c]!;
        let sum = 0;
        for (let j = -r; j <= r; j++) sum += at(j);
        for (let j = 0; j < length; j++) {
          line[j] = sum / (2 * r + 1);
          sum += at(j + r + 1) - at(j - r);
        }
        for (let j = 0; j < length; j++) data[base + j * step + c] = line[j]!;
      }
    }
  };
  pass(height, width, width * planes, planes);
  pass(width, height, planes, width * planes);
}

/** Gaussian-like blur (three box passes) of `planes` interleaved float planes, σ in pixels. */
export function smooth(
  data: Float32Array,
  width: number,
  height: number,
  planes: number,
  sigma: number,
): void {
  const r = Math.max(1, Math.round(Math.sqrt((4 * sigma * sigma) / 3 + 0.25) - 0.5));
  for (let i = 0; i < 3; i++) boxBlur(data, width, height, planes, r);
}

/** Bilinear sample of a coarse grid of `planes` planes (cells of `cell` pixels) at pixel (x, y). */
export function sampleGrid(
  grid: Float32Array,
  columns: number,
  rows: number,
  planes: number,
  cell: number,
  x: number,
  y: number,
  out: Float32Array,
): void {
  const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / cell - 0.5));
  const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const x1 = Math.min(columns - 1, x0 + 1);
  const y1 = Math.min(rows - 1, y0 + 1);
  const fx = gx - x0;
  const fy = gy - y0;
  const a = (y0 * columns + x0) * planes;
  const b = (y0 * columns + x1) * planes;
  const c = (y1 * columns + x0) * planes;
  const d = (y1 * columns + x1) * planes;
  for (let i = 0; i < planes; i++)
    out[i] =
      (grid[a + i]! * (1 - fx) + grid[b + i]! * fx) * (1 - fy) +
      (grid[c + i]! * (1 - fx) + grid[d + i]! * fx) * fy;
}
