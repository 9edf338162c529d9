/**
 * The before/after examples each service page shows. The pictures are made by
 * scripts/make-service-samples.ts (which reads this list) into public/samples/services/<slug>/.
 * A service with no entry shows "examples coming with the studio release": we only show
 * results a real transformation produced, never mock-ups.
 */
import type { ServiceSlug } from '../../../../common/routes';

export interface ServiceSample {
  /** File stem and i18n key under `service.samples.items`. */
  id: string;
  width: number;
  height: number;
}

export type SampleSide = 'before' | 'after';

const EDITING_SIZE = { width: 960, height: 720 } as const;

export const SERVICE_SAMPLES: Record<ServiceSlug, readonly ServiceSample[]> = {
  'image-editing': [
    { id: 'lighting', ...EDITING_SIZE },
    { id: 'colour', ...EDITING_SIZE },
    { id: 'enhance', ...EDITING_SIZE },
  ],
  'virtual-tryon': [],
  'image-to-video': [],
  'body-generator': [],
  'hairstyle-changer': [],
};

/** Where a sample picture is served from (under public/). */
export function samplePath(slug: ServiceSlug, id: string, side: SampleSide): string {
  return `/samples/services/${slug}/${id}-${side}.webp`;
}
