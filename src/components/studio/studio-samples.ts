/** The shipped samples (common/samples.ts) of one kind, as the image picker lists them. */
import type { GarmentCategory } from '../../../common/contracts/generations';
import { SAMPLES } from '../../../common/samples';
import type { SampleKind } from '../../../common/studios/studio';

export interface StudioSample {
  id: string;
  kind: SampleKind;
  category: GarmentCategory | null;
  name: string;
  file: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** The picker's sample filter: all, or one category. */
export type SampleFilter = 'all' | GarmentCategory;

export function samplesOf(
  kind: SampleKind,
  language: string,
  filter: SampleFilter = 'all',
): StudioSample[] {
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

/** The categories the samples of a kind fall in (the filter's chips), in their first order. */
export function sampleCategories(kind: SampleKind): GarmentCategory[] {
  const categories = SAMPLES.filter((sample) => sample.kind === kind).map((s) => s.category);
  return [...new Set(categories.filter((category) => category !== null))];
}
