/**
 * The free plan's watermark (docs/architecture.md#watermark-and-results): the brand name in a
 * small pill at the bottom right, plus a faint diagonal repeat across the picture so a crop does
 * not simply remove it. Same size and format out as in.
 */
import sharp from 'sharp';
import { BRAND } from '../../../common/brand';
import { MAX_DECODE_PIXELS } from '../../../common/media';
import { escapeHtml } from '../../../common/escape-html';
import { imageSlots } from './image-slots';

/** Opacity of the diagonal repeat (0–1): visible on close look, never in the way. */
const REPEAT_OPACITY = 0.1;
/** Height of the bottom-right pill, as a fraction of the picture's short edge. */
const PILL_HEIGHT = 0.055;
/** JPEG quality when the input was a JPEG. */
const JPEG_QUALITY = 88;

const FONT = `'Noto Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif`;

/** The overlay: an SVG of exactly width × height. */
export function watermarkSvg(width: number, height: number, name: string = BRAND.name): string {
  const label = escapeHtml(name);
  const short = Math.min(width, height);
  const pill = Math.max(18, Math.round(short * PILL_HEIGHT));
  const font = Math.round(pill * 0.5);
  const pillWidth = Math.round(font * (0.58 * name.length + 2.4));
  const margin = Math.round(pill * 0.45);
  const x = width - margin - pillWidth;
  const y = height - margin - pill;
  const tile = Math.max(160, Math.round(short * 0.34));
  const repeatFont = Math.round(tile * 0.13);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <pattern id="repeat" width="${tile}" height="${Math.round(tile * 0.6)}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
    <text x="0" y="${repeatFont}" font-family="${FONT}" font-size="${repeatFont}" font-weight="600" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, repeatFont / 24).toFixed(1)}">${label}</text>
  </pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#repeat)" opacity="${REPEAT_OPACITY}"/>
<g transform="translate(${x} ${y})">
  <rect width="${pillWidth}" height="${pill}" rx="${pill / 2}" fill="#111318" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.35"/>
  <path transform="translate(${pill * 0.52} ${pill / 2}) scale(${(pill * 0.018).toFixed(3)})" d="M0-12C1.5-3 3-1.5 12 0 3 1.5 1.5 3 0 12-1.5 3-3 1.5-12 0-3-1.5-1.5-3 0-12Z" fill="#f5c16c"/>
  <text x="${pill * 0.95}" y="${pill / 2}" dominant-baseline="central" font-family="${FONT}" font-size="${font}" font-weight="700" fill="#ffffff" letter-spacing="${(font * 0.02).toFixed(1)}">${label}</text>
</g>
</svg>`;
}

/**
 * Watermarks an image (JPEG, PNG or WebP), keeping its size and format (anything else comes
 * back as JPEG). Throws on bytes that are not a decodable image.
 */
export function applyWatermark(bytes: Buffer): Promise<Buffer> {
  return imageSlots.run(() => watermarked(bytes));
}

async function watermarked(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS, failOn: 'warning' }).rotate();
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const meta = await sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS }).metadata();
  const marked = sharp(data).composite([
    { input: Buffer.from(watermarkSvg(info.width, info.height)), top: 0, left: 0 },
  ]);
  switch (meta.format) {
    case 'png':
      return marked.png().toBuffer();
    case 'webp':
      return marked.webp({ quality: JPEG_QUALITY }).toBuffer();
    default:
      return marked.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  }
}
