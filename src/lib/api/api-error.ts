/**
 * A failed API call (docs/product-rules.md#how-errors-reach-the-user): it carries the message, the
 * HTTP status and the parsed body. GET errors take the body's `message`, other methods its
 * `detail`; failing both, the message is 'API request failed with status: {status}'.
 */
import { errorFieldFor } from '../../../common/contracts/error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** The server's stable error code, when it sent one (docs/architecture.md#errors). */
    readonly code?: string,
  ) {
    super(message);
  }

  /** 0 = no HTTP answer at all (offline, DNS, CORS, aborted by timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** A 429's wait before a retry can succeed, in seconds (the body's copy of Retry-After). */
  get retryAfterSeconds(): number | undefined {
    const seconds = (this.body as { retry_after_s?: unknown } | null)?.retry_after_s;
    return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function apiErrorFrom(method: string, status: number, body: unknown): ApiError {
  const message = field(body, errorFieldFor(method)) ?? `API request failed with status: ${status}`;
  return new ApiError(message, status, body, field(body, 'code'));
}
