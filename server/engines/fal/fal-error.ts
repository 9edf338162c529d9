/**
 * fal's failure answers (docs/engines.md#errors-and-retries) as EngineErrors. The provider's
 * detail stays in the message, which is logged and never shown: users see only the code.
 */
import { z } from 'zod';
import { EngineError } from '../engine';

/** Enough of an unexpected body to recognise it in a log line. */
const MAX_DETAIL_CHARS = 300;

/** Model/validation errors list pydantic-style items; infrastructure errors a plain string. */
const errorBodySchema = z.object({
  detail: z.union([
    z.string(),
    z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number()])).optional(),
        msg: z.string().optional(),
        type: z.string().optional(),
      }),
    ),
  ]),
  error_type: z.string().optional(),
});

/** A non-2xx answer to `what` (submit, status, result…) as an EngineError. */
export async function falResponseError(response: Response, what: string): Promise<EngineError> {
  const text = await response.text().catch(() => '');
  const errorType = response.headers.get('x-fal-error-type');
  const label = `fal ${what} answered ${response.status}${errorType ? ` ${errorType}` : ''}`;
  return new EngineError(
    'provider_failed',
    `${label}: ${describeBody(text)}`,
    isRetryable(response),
  );
}

/** fetch itself failed (refused, reset, DNS): worth another attempt later. */
export function falUnreachable(what: string, error: unknown): EngineError {
  const reason = error instanceof Error ? (error.cause ?? error) : error;
  return new EngineError('provider_failed', `fal ${what} unreachable: ${String(reason)}`, true, {
    cause: error,
  });
}

/** A 2xx answer whose body is not what the protocol promises: a contract change, not a hiccup. */
export function falUnexpected(what: string, body: unknown): EngineError {
  const text = JSON.stringify(body)?.slice(0, MAX_DETAIL_CHARS) ?? String(body);
  return new EngineError('provider_failed', `fal ${what} sent an unexpected body: ${text}`);
}

function isRetryable(response: Response): boolean {
  // fal says so itself when it knows (the older docs name the header X-Fal-Needs-Retry).
  const flag = response.headers.get('x-fal-retryable') ?? response.headers.get('x-fal-needs-retry');
  if (flag !== null) return flag.trim().toLowerCase() === 'true';
  // A timeout we asked for (x-fal-request-timeout) ends the same way every time
  // (docs/engines.md#errors-and-retries).
  if (response.headers.get('x-fal-request-timeout-type') === 'user') return false;
  return response.status === 429 || response.status >= 500;
}

function describeBody(text: string): string {
  const parsed = errorBodySchema.safeParse(parseJson(text));
  if (!parsed.success) return text.slice(0, MAX_DETAIL_CHARS) || '(no body)';
  const { detail, error_type: errorType } = parsed.data;
  if (typeof detail === 'string') return errorType ? `${errorType}: ${detail}` : detail;
  return detail
    .map(
      ({ type, msg, loc }) => `${type ?? 'error'}: ${msg ?? ''}${loc ? ` (${loc.join('.')})` : ''}`,
    )
    .join('; ');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
