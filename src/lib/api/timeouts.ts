/** Request time-outs by path (docs/product-rules.md#time-outs-and-retries). */
export const DEFAULT_TIMEOUT_MS = 600_000;
/** Generation calls may take longer (queued behind other work, large uploads). */
export const AI_TIMEOUT_MS = 900_000;
export const IMAGE_EDITING_TIMEOUT_MS = 600_000;

export function timeoutFor(path: string): number {
  if (path.includes('/ai/image-editing/')) return IMAGE_EDITING_TIMEOUT_MS;
  if (path.includes('/ai/')) return AI_TIMEOUT_MS;
  return DEFAULT_TIMEOUT_MS;
}
