/**
 * Every hairstyle template has its preview picture, drawn by scripts/make-hairstyle-previews.ts
 * and shipped in public/hairstyles/: what the style picker shows, GET /api/studios links to and
 * the local engine shows beside a result.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HAIRSTYLE_TEMPLATES } from '../../common/studios/hairstyle-changer';
import { hairstylePreviewPath, HAIRSTYLE_TEXTS } from '../../common/studios/hairstyle-texts';
import { previewSvg } from '../../scripts/make-hairstyle-previews';

const publicFile = (path: string) => readFile(new URL(`../../public${path}`, import.meta.url));

describe('the hairstyle previews', () => {
  it('ship one 320 × 400 WebP per template', async () => {
    for (const { id } of HAIRSTYLE_TEMPLATES) {
      const meta = await sharp(await publicFile(hairstylePreviewPath(id))).metadata();
      expect(meta, id).toMatchObject({ format: 'webp', width: 320, height: 400 });
    }
  });

  it('are what the script draws now (run `npm run hairstyles` after changing a drawing)', async () => {
    for (const { id } of HAIRSTYLE_TEMPLATES) {
      const drawn = await sharp(Buffer.from(previewSvg(id)))
        .removeAlpha()
        .raw()
        .toBuffer();
      const shipped = await sharp(await publicFile(hairstylePreviewPath(id)))
        .removeAlpha()
        .raw()
        .toBuffer();
      let difference = 0;
      for (let i = 0; i < drawn.length; i++) difference += Math.abs(drawn[i]! - shipped[i]!);
      // WebP at quality 88 moves flat colours by a level or two, never a shape.
      expect(difference / drawn.length, id).toBeLessThan(2);
    }
  });

  it('go with a name and a description in both languages', () => {
    for (const { id } of HAIRSTYLE_TEMPLATES) {
      const { name, description } = HAIRSTYLE_TEXTS[id];
      for (const text of [name.vi, name.en, description.vi, description.en]) {
        expect(text.length, id).toBeGreaterThan(3);
      }
    }
  });
});
