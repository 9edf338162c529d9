/**
 * Renders the seed posts' covers (scripts/blog-cover-art.ts) to public/blog/<slug>.webp.
 * Run with `node --import tsx scripts/make-blog-covers.ts` after adding a seed post.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { SEED_POST_SLUGS } from '../server/modules/blog/seed-posts/posts';
import { COVER_ART } from './blog-cover-art';

/** WebP quality: flat colours compress well, so a cover stays around 20–40 KB. */
const WEBP_QUALITY = 82;
const OUTPUT = new URL('../public/blog/', import.meta.url);

await mkdir(OUTPUT, { recursive: true });
for (const slug of SEED_POST_SLUGS) {
  const svg = COVER_ART[slug];
  if (!svg) throw new Error(`No cover art for the seed post ${slug}`);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  await writeFile(new URL(`${slug}.webp`, OUTPUT), webp);
  console.log(`public/blog/${slug}.webp  ${Math.round(webp.length / 1024)} KB`);
}
