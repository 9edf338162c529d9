/**
 * Every error leaves the API as the JSON body of common/contracts/errors.ts: `{ code, message }`
 * for GET/HEAD and `{ code, detail }` for other methods
 * (docs/product-rules.md#how-errors-reach-the-user), with a stable `code`.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import {
  type ApiErrorBody,
  ERROR_CODES,
  type ErrorCode,
  errorFieldFor,
} from '../../common/contracts/errors';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

/** The body fields an error may carry beside `code` and its text. */
type ErrorExtras = Pick<
  ApiErrorBody,
  'fields' | 'field_issues' | 'email' | 'retry_after_s' | 'gate' | 'plan'
>;

export interface ApiError extends ErrorExtras {
  statusCode: number;
  code: ErrorCode;
  /** Sent as `message` or `detail`, depending on the request's method. */
  text: string;
}

/** What services and hooks throw to answer with a given status, code and text. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly text: string,
    readonly extras: ErrorExtras = {},
    /** What went wrong underneath; logged for a 5xx, never sent. */
    cause?: unknown,
  ) {
    super(text, { cause });
  }
}

/** A 429 with Retry-After and `retry_after_s`: `retryAfterMs` rounded up to whole seconds. */
export function retryLaterError(
  code: ErrorCode,
  retryAfterMs: number,
  describe: (seconds: number) => string,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, code, describe(seconds), { retry_after_s: seconds });
}

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  { statusCode, code, text, ...extras }: ApiError,
): FastifyReply {
  const body: ApiErrorBody = { code, [errorFieldFor(request.method)]: text, ...extras };
  if (extras.retry_after_s) reply.header('retry-after', String(extras.retry_after_s));
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const { statusCode, code, text, extras } = error;
      if (statusCode >= 500) request.log.error({ err: error.cause ?? error }, text);
      return sendApiError(request, reply, { statusCode, code, text, ...extras });
    }
    if (error.validation) {
      return sendApiError(request, reply, {
        statusCode: 400,
        code: ERROR_CODES.validation,
        text: 'The request is not valid',
        fields: fieldsOf(error.validation, error.validationContext ?? 'body'),
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's and its plugins' 4xx messages describe the request, never the server.
      return sendApiError(request, reply, {
        statusCode,
        code: CODE_BY_STATUS[statusCode] ?? ERROR_CODES.badRequest,
        text: error.message,
      });
    }
    // The stack and the message stay in the log: they can name files, queries and secrets.
    request.log.error({ err: error }, 'request failed');
    return sendApiError(request, reply, {
      statusCode: statusCode >= 500 && statusCode < 600 ? statusCode : 500,
      code: ERROR_CODES.internal,
      text: 'Internal server error',
    });
  });
}

/** `{ "email": "Invalid email address" }`: keyed by the field's path, the first problem only. */
function fieldsOf(
  problems: FastifySchemaValidationError[],
  context: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const field = problem.instancePath.split('/').filter(Boolean).join('.') || context;
    fields[field] ??= problem.message ?? 'Invalid value';
  }
  return fields;
}
