/**
 * Renders the before/after pictures the service pages show (SERVICE_SAMPLES) into
 * public/samples/services/<slug>/<id>-{before,after}.webp. Run with `npm run samples`.
 * Only image editing has samples today: its presets are honest photo adjustments this script
 * can really perform. The other services get theirs from the studio's engine when it ships.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { SERVICE_SLUGS } from '../common/routes';
import {
  SERVICE_SAMPLES,
  samplePath,
  type ServiceSample,
} from '../src/features/marketing/services/service-samples';
import { EDITING_RECIPES, type SampleRecipe } from './service-samples/recipes';

const RECIPES: Partial<Record<string, Record<string, SampleRecipe>>> = {
  'image-editing': EDITING_RECIPES,
};
const WEBP = { quality: 80, effort: 6 } as const;
const PUBLIC = new URL('../public', import.meta.url);

async function writePicture(path: string, image: Sharp): Promise<number> {
  const bytes = await image.webp(WEBP).toBuffer();
  const file = new URL(`${PUBLIC.pathname}${path}`, 'file://');
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, bytes);
  return bytes.length;
}

async function renderSample(
  slug: (typeof SERVICE_SLUGS)[number],
  sample: ServiceSample,
): Promise<void> {
  const recipe = RECIPES[slug]?.[sample.id];
  if (!recipe) throw new Error(`No recipe for the ${slug} sample "${sample.id}"`);
  const scene = await sharp(Buffer.from(recipe.scene(sample)))
    .removeAlpha()
    .toBuffer();
  // The "after" is computed from the spoiled picture itself, exactly as a user's photo would be.
  const before = await recipe.spoil(sharp(scene)).png().toBuffer();
  const beforeBytes = await writePicture(samplePath(slug, sample.id, 'before'), sharp(before));
  const afterBytes = await writePicture(
    samplePath(slug, sample.id, 'after'),
    await recipe.correct(before),
  );
  console.log(
    `${slug}/${sample.id}: before ${Math.round(beforeBytes / 1024)} KB, after ${Math.round(afterBytes / 1024)} KB`,
  );
}

for (const slug of SERVICE_SLUGS) {
  for (const sample of SERVICE_SAMPLES[slug]) await renderSample(slug, sample);
}
