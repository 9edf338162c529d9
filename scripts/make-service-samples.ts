/**
 * Renders the before/after examples the service pages show (SERVICE_SAMPLES) into
 * public/samples/services/<slug>/: <id>-{before,after}.webp, and for a video sample
 * <id>-before.webp, <id>-after.mp4 and <id>-poster.webp. Run with `npm run samples` (or
 * `npm run samples -- <service slug>…` for some services only).
 * Every example is a real transformation (see each maker in scripts/service-samples/): the
 * local try-on, hair, body and video engines on our CC0 samples, and the image-editing presets
 * on scenes we drew. Deterministic: the same code gives the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { SERVICE_SLUGS, type ServiceSlug } from '../common/routes';
import {
  SERVICE_SAMPLES,
  samplePath,
  samplePosterPath,
  sampleVideoPath,
  type ServiceSample,
} from '../src/features/marketing/services/service-samples';
import { BODY_MAKERS } from './service-samples/body';
import { EDITING_MAKERS } from './service-samples/editing';
import { HAIR_MAKERS } from './service-samples/hair';
import { makerFor, SAMPLE_WEBP, type SampleMakers } from './service-samples/sample-maker';
import { TRYON_MAKERS } from './service-samples/tryon';
import { VIDEO_MAKERS } from './service-samples/video';

const MAKERS: Record<ServiceSlug, SampleMakers> = {
  'virtual-tryon': TRYON_MAKERS,
  'image-editing': EDITING_MAKERS,
  'image-to-video': VIDEO_MAKERS,
  'body-generator': BODY_MAKERS,
  'hairstyle-changer': HAIR_MAKERS,
};
const PUBLIC = new URL('../public', import.meta.url);

async function writeBytes(path: string, bytes: Buffer): Promise<number> {
  const file = new URL(`${PUBLIC.pathname}${path}`, 'file://');
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, bytes);
  return bytes.length;
}

/** Encodes a picture as WebP after checking it has the size the page reserves for it. */
async function writePicture(path: string, image: Sharp, size: { width: number; height: number }) {
  const { data, info } = await image.webp(SAMPLE_WEBP).toBuffer({ resolveWithObject: true });
  if (info.width !== size.width || info.height !== size.height)
    throw new Error(`${path} is ${info.width}×${info.height}, not ${size.width}×${size.height}`);
  return writeBytes(path, data);
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function renderSample(slug: ServiceSlug, sample: ServiceSample): Promise<void> {
  const started = performance.now();
  const made = await makerFor(MAKERS[slug], slug, sample.id)(sample);
  const sizes = [
    `before ${kb(await writePicture(samplePath(slug, sample.id, 'before'), made.before, sample))}`,
  ];
  if (sample.video) {
    if (!made.video) throw new Error(`${slug}/${sample.id} made no video`);
    sizes.push(`video ${kb(await writeBytes(sampleVideoPath(slug, sample.id), made.video.mp4))}`);
    sizes.push(
      `poster ${kb(await writePicture(samplePosterPath(slug, sample.id), made.video.poster, sample.video))}`,
    );
  } else {
    if (!made.after) throw new Error(`${slug}/${sample.id} made no after picture`);
    sizes.push(
      `after ${kb(await writePicture(samplePath(slug, sample.id, 'after'), made.after, sample))}`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${slug}/${sample.id}: ${sizes.join(', ')} (${seconds} s)`);
}

/** `npm run samples -- body-generator` renders only the named services' examples. */
const only = process.argv.slice(2);
for (const slug of SERVICE_SLUGS.filter((s) => only.length === 0 || only.includes(s))) {
  for (const sample of SERVICE_SAMPLES[slug]) await renderSample(slug, sample);
}
