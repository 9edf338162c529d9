/** Request time-outs by path (docs/product-rules.md#time-outs-and-retries). */
export const DEFAULT_TIMEOUT_MS = 600_000;
/** Generation calls may take longer (queued behind other work, large uploads). */
export const AI_TIMEOUT_MS = 900_000;
export const IMAGE_EDITING_TIMEOUT_MS = 600_000;

/** The image-editing generation call, `POST /api/ai/image-editing` (no trailing slash). */
const IMAGE_EDITING_CALL = /\/ai\/image-editing(?:[/?]|$)/;

export function timeoutFor(path: string): number {
  if (IMAGE_EDITING_CALL.test(path)) return IMAGE_EDITING_TIMEOUT_MS;
  if (path.includes('/ai/')) return AI_TIMEOUT_MS;
  return DEFAULT_TIMEOUT_MS;
}
