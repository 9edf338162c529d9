/** The charts' colours: one per studio and per status, the same on every chart. */
import type { GenerationStatus } from '../../../../common/contracts/generations';
import type { ServiceSlug } from '../../../../common/studios/studios';

export const STUDIO_COLORS: Readonly<Record<ServiceSlug, string>> = {
  'virtual-tryon': 'teal.solid',
  'body-generator': 'purple.solid',
  'hairstyle-changer': 'orange.solid',
  'image-to-video': 'blue.solid',
  'image-editing': 'pink.solid',
};

export const STATUS_COLORS: Readonly<Record<GenerationStatus, string>> = {
  queued: 'gray.solid',
  processing: 'blue.solid',
  success: 'green.solid',
  failed: 'red.solid',
};

/** A single series (sign-ups, revenue, failures, percentiles). */
export const SINGLE_SERIES_COLOR = 'teal.solid';
