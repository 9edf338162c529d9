/**
 * Draws the preview picture of each hairstyle template (scripts/hairstyle-previews/) into
 * public/hairstyles/<id>.webp, 320 × 400: the pictures the studio's style picker shows, that
 * GET /api/studios links to, and that the local engine shows beside a result as a reference
 * card. Run with `npm run hairstyles`. Our own drawings, CC0 (public/hairstyles/LICENSE.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { HAIRSTYLE_TEMPLATES } from '../common/studios/hairstyle-changer';
import { hairstylePreviewPath } from '../common/studios/hairstyle-texts';
import { backdrop, head, PREVIEW_HEIGHT, PREVIEW_WIDTH, torso } from './hairstyle-previews/bust';
import { STYLES } from './hairstyle-previews/styles';

const PUBLIC = new URL('../public', import.meta.url).pathname;
/** Near-lossless: flat colours and clean edges, each picture a few kilobytes. */
const WEBP = { quality: 88, effort: 6 } as const;

export function previewSvg(id: keyof typeof STYLES): string {
  const style = STYLES[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">${backdrop()}${torso(style.figure)}${style.back ?? ''}${head(style.figure)}${style.front}</svg>`;
}

async function main() {
  await mkdir(`${PUBLIC}/hairstyles`, { recursive: true });
  for (const { id } of HAIRSTYLE_TEMPLATES) {
    const bytes = await sharp(Buffer.from(previewSvg(id)))
      .webp(WEBP)
      .toBuffer();
    await writeFile(`${PUBLIC}${hairstylePreviewPath(id)}`, bytes);
    console.log(`${hairstylePreviewPath(id)} ${bytes.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
