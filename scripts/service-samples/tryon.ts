/**
 * Virtual try-on samples: the local engine (createLocalTryOnEngine, the one the studio runs)
 * dresses a shipped mannequin in a shipped garment. The "before" is the model photo with the
 * garment's product shot as an inset card (top left, where the slider shows the "before"); the
 * "after" is the engine's output, resized.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { findSample, type Sample } from '../../common/samples';
import { createLocalTryOnEngine } from '../../server/engines/local/tryon-engine';
import type { ServiceSample } from '../../src/features/marketing/services/service-samples';
import type { SampleMakers } from './sample-maker';

/** Which mannequin wears which garment, by sample id: three categories, three figures. */
const PAIRS: Record<string, { model: string; garment: string }> = {
  'breton-tee': { model: 'model-linh', garment: 'garment-breton-tee' },
  'polka-dot-dress': { model: 'model-mai', garment: 'garment-polka-dot-dress' },
  'trench-coat': { model: 'model-an', garment: 'garment-trench-coat' },
};

/**
 * The inset card: its margin from the left edge, its top (below the slider's "Before" label)
 * and its width, as shares of the sample's width.
 */
const INSET_MARGIN = 0.028;
const INSET_TOP = 0.1;
const INSET_WIDTH = 0.24;

const PUBLIC = new URL('../../public', import.meta.url).pathname;
const engine = createLocalTryOnEngine();
const dressed = new Map<string, Promise<Buffer>>();

function sample(id: string): Sample {
  const found = findSample(id);
  if (!found) throw new Error(`No shipped sample "${id}"`);
  return found;
}

const fileOf = (shipped: Sample) => readFileSync(`${PUBLIC}${shipped.file}`);

/** The engine's output (JPEG, the model photo's size) for a pair; computed once per run. */
export function dressedModel(id: string): Promise<Buffer> {
  const pair = PAIRS[id];
  if (!pair) throw new Error(`No try-on pair for "${id}"`);
  let result = dressed.get(id);
  if (!result) {
    const model = sample(pair.model);
    const garment = sample(pair.garment);
    if (!garment.category) throw new Error(`${garment.id} has no category`);
    const run = { signal: new AbortController().signal, onPhase: async () => {} };
    result = engine
      .tryOn(
        {
          model: { bytes: fileOf(model), contentType: 'image/webp', anchors: model.anchors },
          garment: { bytes: fileOf(garment), contentType: 'image/webp' },
          category: garment.category,
        },
        run,
      )
      .then((output) => output.bytes);
    dressed.set(id, result);
  }
  return result;
}

/** A white card with a soft shadow holding the garment's product shot. */
async function insetCard(garment: Buffer, { width }: ServiceSample) {
  const margin = Math.round(width * INSET_MARGIN);
  const cardWidth = Math.round(width * INSET_WIDTH);
  const pad = Math.round(cardWidth * 0.05);
  const imageWidth = cardWidth - 2 * pad;
  const imageHeight = Math.round((imageWidth * 5) / 4);
  const cardHeight = imageHeight + 2 * pad;
  // The product shot, cut to the garment (its plain backdrop trimmed) with a little air around.
  const corner = await sharp(garment)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer();
  const background = { r: corner[0]!, g: corner[1]!, b: corner[2]! };
  const air = Math.round(imageWidth * 0.1);
  const picture = await sharp(garment)
    .trim({ threshold: 20 })
    .resize(imageWidth - 2 * air, imageHeight - 2 * air, { fit: 'contain', background })
    .extend({ top: air, bottom: air, left: air, right: air, background })
    .png()
    .toBuffer();
  const radius = Math.round(cardWidth * 0.07);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${cardWidth + 2 * margin}" height="${cardHeight + 2 * margin}">
<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="3" stdDeviation="5" flood-color="#1a1033" flood-opacity="0.22"/></filter>
<clipPath id="round"><rect x="${margin + pad}" y="${margin + pad}" width="${imageWidth}" height="${imageHeight}" rx="${radius * 0.6}"/></clipPath></defs>
<rect x="${margin}" y="${margin}" width="${cardWidth}" height="${cardHeight}" rx="${radius}" fill="#ffffff" filter="url(#shadow)"/>
<image xlink:href="data:image/png;base64,${picture.toString('base64')}" x="${margin + pad}" y="${margin + pad}" width="${imageWidth}" height="${imageHeight}" clip-path="url(#round)"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const TRYON_MAKERS: SampleMakers = Object.fromEntries(
  Object.entries(PAIRS).map(([id, pair]) => [
    id,
    async (size: ServiceSample) => {
      const output = await dressedModel(id);
      const model = await sharp(fileOf(sample(pair.model)))
        .resize(size.width, size.height)
        .png()
        .toBuffer();
      const card = await insetCard(fileOf(sample(pair.garment)), size);
      return {
        before: sharp(model).composite([
          { input: card, left: 0, top: Math.round(size.width * (INSET_TOP - INSET_MARGIN)) },
        ]),
        after: sharp(output).resize(size.width, size.height),
      };
    },
  ]),
);
