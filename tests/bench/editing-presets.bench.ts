/**
 * Image editing's local presets at full size (a 1536 × 2048 portrait), one whole job each
 * (decode, the preset, encode), median ms after a warm-up; beside each, the nearest operation
 * run bare with sharp on the same picture in the same run, so a slow figure can be told from a
 * slow machine (docs/architecture.md#performance-goals: presets under 1 s, face enhancement
 * under 2 s). `npm run bench -- studios`.
 */
import sharp from 'sharp';
import { EDIT_PRESETS, type EditPreset } from '../../common/studios/image-editing';
import { createLocalEditEngine } from '../../server/engines/local/edit/edit-engine';
import type { Figure } from './harness';
import { BENCH_RUN as run, medianMs } from './harness';

/** Jobs measured after the warm-up. */
const JOBS = 5;

const GOALS: Record<EditPreset, number> = {
  enhance_quality: 1000,
  artistic_style: 1000,
  colour_adjustment: 1000,
  remove_background: 1000,
  face_enhancement: 2000,
  lighting_correction: 1000,
};

/** The closest thing sharp does alone, from the same bytes to an encoded picture. */
const BARE: Record<EditPreset, (bytes: Buffer) => Promise<Buffer>> = {
  enhance_quality: (bytes) =>
    sharp(bytes)
      .normalise()
      .sharpen({ sigma: 1.1 })
      .modulate({ saturation: 1.06 })
      .jpeg()
      .toBuffer(),
  artistic_style: (bytes) => sharp(bytes).median(5).modulate({ saturation: 1.3 }).jpeg().toBuffer(),
  colour_adjustment: (bytes) =>
    sharp(bytes)
      .linear([1.05, 1, 0.95], [0, 0, 0])
      .modulate({ saturation: 1.14 })
      .jpeg()
      .toBuffer(),
  remove_background: (bytes) => sharp(bytes).ensureAlpha().png({ compressionLevel: 6 }).toBuffer(),
  face_enhancement: (bytes) => sharp(bytes).median(3).blur(2).jpeg().toBuffer(),
  lighting_correction: (bytes) => sharp(bytes).gamma(2.2, 1.8).normalise().jpeg().toBuffer(),
};

/** One woman of the face-api demo picture, scaled to the studios' full size (never kept). */
async function portraitAt2048(): Promise<Buffer> {
  const demo = new URL('../../node_modules/@vladmandic/face-api/demo/sample6.jpg', import.meta.url);
  return sharp(demo.pathname)
    .extract({ left: 900, top: 0, width: 960, height: 1280 })
    .resize(1536, 2048)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function editingPresets(): Promise<Figure[]> {
  const engine = createLocalEditEngine();
  const bytes = await portraitAt2048();
  const image = { bytes, contentType: 'image/jpeg' };
  const figures: Figure[] = [];
  for (const preset of EDIT_PRESETS) {
    figures.push({
      name: `editing, ${preset}, 1536 × 2048, median per job`,
      value: await medianMs(JOBS, () =>
        engine.edit(
          { image, presets: [preset], strength: 0.85, guidanceScale: 3.5, steps: 28 },
          run,
        ),
      ),
      unit: 'ms',
      goal: { op: '<', value: GOALS[preset] },
    });
    figures.push({
      name: `  the same bare with sharp (${preset}), median`,
      value: await medianMs(JOBS, () => BARE[preset](bytes)),
      unit: 'ms',
    });
  }
  return figures;
}
