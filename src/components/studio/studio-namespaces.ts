/**
 * The locale namespaces every studio page reads beside its own (the shared studio components'):
 * the router loads them with the page's code, so no part of the page suspends on its own.
 */
export const STUDIO_NAMESPACES = [
  'studio',
  'generation',
  'media',
  'tutorial',
  'photo-guide',
] as const;
