/** The shipped sample models and garments (common/samples.ts) as the wizard lists them. */
import type { GarmentCategory } from '../../../common/contracts/generations';
import { SAMPLES } from '../../../common/samples';
import type { GalleryRole } from './try-on-gallery';

export interface TryOnSample {
  id: string;
  kind: GalleryRole;
  category: GarmentCategory | null;
  name: string;
  file: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** The garment filter of spec §3: All, then the four categories. */
export type SampleFilter = 'all' | GarmentCategory;

export function samplesOf(
  kind: GalleryRole,
  language: string,
  filter: SampleFilter = 'all',
): TryOnSample[] {
  return SAMPLES.filter(
    (sample) => sample.kind === kind && (filter === 'all' || sample.category === filter),
  ).map((sample) => ({
    id: sample.id,
    kind: sample.kind,
    category: sample.category ?? null,
    name: language === 'en' ? sample.names.en : sample.names.vi,
    file: sample.file,
    thumbnail: sample.thumbnail,
    width: sample.width,
    height: sample.height,
  }));
}
