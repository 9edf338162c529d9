/** What each service's sample maker returns to scripts/make-service-samples.ts. */
import type { Sharp } from 'sharp';
import type { ServiceSample } from '../../src/features/marketing/services/service-samples';

export interface MadeSample {
  /** The "before" picture, at the sample's size. */
  before: Sharp;
  /** The "after" picture, at the sample's size (picture samples). */
  after?: Sharp;
  /** The "after" clip and its poster, at the sample's video size (video samples). */
  video?: { mp4: Buffer; poster: Sharp };
}

export type SampleMaker = (sample: ServiceSample) => Promise<MadeSample>;

/** How the service pages' pictures are encoded. */
export const SAMPLE_WEBP = { quality: 80, effort: 6 } as const;

/** Sample makers of one service, by sample id. */
export type SampleMakers = Record<string, SampleMaker>;

/** The maker of `id`, or an error naming what is missing. */
export function makerFor(makers: SampleMakers, slug: string, id: string): SampleMaker {
  const maker = makers[id];
  if (!maker) throw new Error(`No maker for the ${slug} sample "${id}"`);
  return maker;
}
