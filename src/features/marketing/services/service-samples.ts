/**
 * The before/after examples each service page shows. The files are made by
 * scripts/make-service-samples.ts (which reads this list) into public/samples/services/<slug>/,
 * each by a real transformation: the local engines (try-on, hair, body, video) on our CC0
 * sample mannequins and garments, or image-editing presets on scenes we drew. Never mock-ups.
 */
import type { ServiceSlug } from '../../../../common/routes';

export interface ServiceSample {
  /** File stem and i18n key under `service.samples.items`. */
  id: string;
  /** Size of the before and after pictures; for a video sample, of the still. */
  width: number;
  height: number;
  /** A video sample: its "after" is an MP4 of this size with a poster, not a picture. */
  video?: { width: number; height: number };
}

export type SampleSide = 'before' | 'after';

const EDITING_SIZE = { width: 960, height: 720 } as const;
/** The sample mannequins' 3:4 frame, full figure. */
const FIGURE_SIZE = { width: 720, height: 960 } as const;
/** Head and shoulders, 4:5. */
const PORTRAIT_SIZE = { width: 720, height: 900 } as const;

export const SERVICE_SAMPLES: Record<ServiceSlug, readonly [ServiceSample, ...ServiceSample[]]> = {
  'image-editing': [
    { id: 'lighting', ...EDITING_SIZE },
    { id: 'colour', ...EDITING_SIZE },
    { id: 'enhance', ...EDITING_SIZE },
  ],
  'virtual-tryon': [
    { id: 'breton-tee', ...FIGURE_SIZE },
    { id: 'polka-dot-dress', ...FIGURE_SIZE },
    { id: 'trench-coat', ...FIGURE_SIZE },
  ],
  'hairstyle-changer': [
    { id: 'copper', ...PORTRAIT_SIZE },
    { id: 'chestnut', ...PORTRAIT_SIZE },
    { id: 'smoky-grey', ...PORTRAIT_SIZE },
  ],
  'body-generator': [
    { id: 'curvy', ...FIGURE_SIZE },
    { id: 'petite', ...FIGURE_SIZE },
    { id: 'tall-athletic', ...FIGURE_SIZE },
  ],
  'image-to-video': [
    { id: 'outfit-reel', ...FIGURE_SIZE, video: { width: 720, height: 1280 } },
    { id: 'product-clip', ...EDITING_SIZE, video: { width: 1280, height: 720 } },
  ],
};

/** Where a sample picture is served from (under public/). */
export function samplePath(slug: ServiceSlug, id: string, side: SampleSide): string {
  return `/samples/services/${slug}/${id}-${side}.webp`;
}

/** Where a video sample's clip (its "after") is served from. */
export function sampleVideoPath(slug: ServiceSlug, id: string): string {
  return `/samples/services/${slug}/${id}-after.mp4`;
}

/** Where a video sample's poster (the clip's first frame) is served from. */
export function samplePosterPath(slug: ServiceSlug, id: string): string {
  return `/samples/services/${slug}/${id}-poster.webp`;
}
