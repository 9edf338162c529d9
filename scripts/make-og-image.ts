/**
 * Renders the default link-preview image (Open Graph / Twitter card, 1200×630) from an SVG
 * drawn here into public/og/default.png. Run with `npm run og-image` after a brand change.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { roundedIconSvg } from '../manifest/icon-source';

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'Noto Sans', 'DejaVu Sans', Arial, sans-serif";
/** The five services as the Vietnamese-first preview lists them. */
const SERVICES = ['Thử đồ ảo', 'Đổi kiểu tóc', 'Người mẫu ảo', 'Chỉnh sửa ảnh', 'Ảnh thành video'];

function chips(): string {
  let x = 80;
  return SERVICES.map((label) => {
    const width = 32 + label.length * 13;
    const chip = `<g transform="translate(${x} 470)"><rect width="${width}" height="52" rx="26" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.35"/><text x="${width / 2}" y="34" text-anchor="middle" font-size="24" fill="#ffffff">${label}</text></g>`;
    x += width + 14;
    return chip;
  }).join('');
}

function ogSvg(): string {
  const icon = Buffer.from(roundedIconSvg()).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1a1033"/><stop offset="0.6" stop-color="#4e279b"/><stop offset="1" stop-color="#d84b44"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="220" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="1120" cy="560" r="160" fill="#ffffff" fill-opacity="0.05"/>
  <image href="data:image/svg+xml;base64,${icon}" x="80" y="80" width="96" height="96"/>
  <text x="200" y="148" font-size="56" font-weight="700" fill="#ffffff">Studio AI</text>
  <text x="80" y="290" font-size="60" font-weight="700" fill="#ffffff">Studio ảnh AI cho thời trang</text>
  <text x="80" y="364" font-size="60" font-weight="700" fill="#ffffff">và làm đẹp</text>
  <text x="80" y="420" font-size="30" fill="#ebe0ff">AI photo studio for fashion shops, salons and creators</text>
  ${chips()}
</svg>`;
}

const target = new URL('../public/og/', import.meta.url);
await mkdir(target, { recursive: true });
const png = await sharp(Buffer.from(ogSvg()))
  .png({ compressionLevel: 9, palette: true })
  .toBuffer();
await writeFile(new URL('default.png', target), png);
console.log(
  `public/og/default.png written (${WIDTH}×${HEIGHT}, ${Math.round(png.length / 1024)} KB)`,
);
