/**
 * A refused or failed media job, with a stable code the app turns into the spec's messages
 * ('Invalid file type…', 'File is too large…'). Plain data, so it survives the worker boundary.
 */
export const MEDIA_ERROR_CODES = {
  invalidType: 'invalid_type',
  tooLarge: 'too_large',
  corrupt: 'corrupt',
  unsupported: 'unsupported',
} as const;
export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[keyof typeof MEDIA_ERROR_CODES];

export class MediaError extends Error {
  override readonly name = 'MediaError';
  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isMediaError(error: unknown): error is { code: MediaErrorCode; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (Object.values(MEDIA_ERROR_CODES) as string[]).includes(code);
}

/**
 * Thrown errors lose their fields crossing a worker boundary (Comlink sends message and name
 * only), so worker functions return a settled result and the client rethrows a MediaError.
 */
export type Settled<T> =
  { ok: true; value: T } | { ok: false; code: MediaErrorCode; message: string };

export function settle<Args extends unknown[], T>(run: (...args: Args) => Promise<T>) {
  return async (...args: Args): Promise<Settled<T>> => {
    try {
      return { ok: true, value: await run(...args) };
    } catch (error) {
      if (isMediaError(error)) return { ok: false, code: error.code, message: error.message };
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, code: MEDIA_ERROR_CODES.corrupt, message };
    }
  };
}

export function unwrap<T>(result: Settled<T>): T {
  if (result.ok) return result.value;
  throw new MediaError(result.code, result.message);
}
