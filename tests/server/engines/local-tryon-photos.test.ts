/**
 * The local try-on on real photos that pass the photo check (docs/photo-check.md, "The local
 * try-on on real photos"): crops of the face-api package's demo pictures, made in memory; the
 * results go to the system's temporary folder only, to be looked at. On each: the face left as
 * it was, nothing changed off the person, and the torso covered by opaque garment, apart from
 * the hair and forearms kept in front of it.
 */
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../../server/engines/local/image-io';
import { dressPhoto } from '../../../server/engines/local/tryon-engine';
import { GOOD_CROPS, personCrop } from '../helpers/real-photos';
import { measureTryOn } from '../helpers/tryon-metrics';

const OUT = path.join(tmpdir(), 'studio-ai-tryon-photos');
const garment = () =>
  readFile(new URL('../../../public/samples/garments/garment-breton-tee.webp', import.meta.url));
const run = { onPhase: async () => {}, signal: new AbortController().signal };

describe('the local try-on on real photos', () => {
  mkdirSync(OUT, { recursive: true });
  for (const name of GOOD_CROPS)
    it(`${name}: face untouched, nothing off the person, the torso covered opaque`, async () => {
      const dressed = await dressPhoto(
        {
          model: { bytes: await personCrop(name), contentType: 'image/jpeg' },
          garment: { bytes: await garment(), contentType: 'image/webp' },
          category: 'tops',
        },
        run,
      );
      await writeFile(path.join(OUT, `${name}.jpg`), await encodeJpeg(dressed.result));
      const measures = await measureTryOn(dressed);
      expect(measures.faceFound).toBe(true);
      expect(measures.faceChanged).toBeLessThan(0.05);
      expect(measures.outsideChanged).toBeLessThan(0.01);
      expect(measures.torsoCovered).toBeGreaterThan(0.75);
      expect(measures.torsoTranslucent).toBeLessThan(0.06);
    }, 60_000);
});
