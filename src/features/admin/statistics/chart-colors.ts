/**
 * The charts' colours: one per studio and per status, the same on every chart. Only palettes the
 * theme keeps (src/lib/theme/system.ts drops teal, cyan, purple and pink).
 */
import type { GenerationStatus } from '../../../../common/contracts/generations';
import type { ServiceSlug } from '../../../../common/studios/studios';

export const STUDIO_COLORS: Readonly<Record<ServiceSlug, string>> = {
  'virtual-tryon': 'brand.solid',
  'body-generator': 'blue.solid',
  'hairstyle-changer': 'orange.solid',
  'image-to-video': 'green.solid',
  'image-editing': 'gray.600',
};

export const STATUS_COLORS: Readonly<Record<GenerationStatus, string>> = {
  queued: 'gray.400',
  processing: 'blue.solid',
  success: 'green.solid',
  failed: 'red.solid',
};

/** A single series: sign-ups, plans. */
export const SINGLE_SERIES_COLOR = 'brand.solid';
/** Money: revenue per bucket and per gateway. */
export const REVENUE_COLOR = 'green.solid';
export const FAILURE_COLOR = 'red.solid';
export const PERCENTILE_COLORS = {
  p50: 'brand.solid',
  p90: 'orange.solid',
  p99: 'red.solid',
} as const;
