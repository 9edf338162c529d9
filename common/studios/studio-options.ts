/**
 * The options a client needs beyond each enum's values, served in GET /api/studios's `options`
 * beside them: lists of objects with an `id`, such as the hairstyle templates with their names
 * and previews. Kept apart from the registry entries, which the navigation reads on a visitor's
 * first page (docs/studios.md "GET /api/studios").
 */
import { hairstyleOptions } from './hairstyle-texts';
import type { ServiceSlug } from './studios';
import { videoModelOptions } from './video-models';

/** One rich option: its id (the value a request sends), and what a client shows of it. */
export interface OptionItem {
  id: string;
  [detail: string]: unknown;
}

export const STUDIO_RICH_OPTIONS: Partial<Record<ServiceSlug, () => Record<string, OptionItem[]>>> =
  {
    'hairstyle-changer': hairstyleOptions,
    'image-to-video': videoModelOptions,
  };
