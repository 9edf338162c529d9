/**
 * Renders the try-on samples of common/samples.ts (drawn mannequins and garment product shots,
 * scripts/try-on-samples/) into public/samples/{models,garments}/: the picture and a ~320 px
 * thumbnail, as WebP. Run with `npm run samples:make`. It fails when the catalog's sizes or a
 * model's anchors no longer match what is drawn, so the engine never gets stale anchors.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { SAMPLES, type Sample, type SampleAnchors } from '../common/samples';
import { encodeSample } from './try-on-samples/encode-sample';
import { GARMENTS } from './try-on-samples/garments';
import { GARMENT_HEIGHT, GARMENT_WIDTH } from './try-on-samples/garment-kit';
import { FIGURES } from './try-on-samples/mannequin-figures';
import { MODEL_HEIGHT, MODEL_WIDTH, mannequinAnchors } from './try-on-samples/mannequin-geometry';
import { mannequinSvg } from './try-on-samples/mannequins';

const PUBLIC = new URL('../public', import.meta.url).pathname;

function catalogEntry(id: string): Sample {
  const sample = SAMPLES.find((entry) => entry.id === id);
  if (!sample) throw new Error(`${id} is drawn but not in common/samples.ts`);
  return sample;
}

function sameAnchors(a: SampleAnchors | undefined, b: SampleAnchors): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function write(path: string, bytes: Buffer): Promise<void> {
  const file = `${PUBLIC}${path}`;
  await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  await writeFile(file, bytes);
}

async function render(sample: Sample, svg: string, width: number, height: number): Promise<void> {
  if (sample.width !== width || sample.height !== height)
    throw new Error(
      `${sample.id}: the catalog says ${sample.width}x${sample.height}, drawn ${width}x${height}`,
    );
  const { picture, thumbnail } = await encodeSample(svg);
  await write(sample.file, picture);
  await write(sample.thumbnail, thumbnail);
  console.log(
    `${sample.id}: ${Math.round(picture.length / 1024)} KB, thumbnail ${Math.round(thumbnail.length / 1024)} KB`,
  );
}

for (const figure of FIGURES) {
  const sample = catalogEntry(figure.id);
  const anchors = mannequinAnchors(figure);
  if (!sameAnchors(sample.anchors, anchors))
    throw new Error(
      `${figure.id}: update its anchors in common/samples.ts to ${JSON.stringify(anchors)}`,
    );
  await render(sample, mannequinSvg(figure), MODEL_WIDTH, MODEL_HEIGHT);
}
for (const drawing of GARMENTS) {
  const sample = catalogEntry(drawing.id);
  if (sample.category !== drawing.category)
    throw new Error(
      `${drawing.id}: drawn as ${drawing.category}, catalogued as ${sample.category}`,
    );
  await render(sample, drawing.svg(), GARMENT_WIDTH, GARMENT_HEIGHT);
}
const drawn = new Set([...FIGURES, ...GARMENTS].map(({ id }) => id));
const missing = SAMPLES.filter(({ id }) => !drawn.has(id)).map(({ id }) => id);
if (missing.length) throw new Error(`Catalogued but not drawn: ${missing.join(', ')}`);
