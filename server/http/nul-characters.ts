/**
 * U+0000 in a text field: PostgreSQL's text columns cannot hold it, so such a request used to
 * reach the database and fail there with a 500. It is refused here instead, once for every
 * route, as the validation error it is (docs/input-and-passwords.md, "NUL characters").
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../common/contracts/errors';
import { HttpError } from './errors';

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (U+0000)';

/**
 * Where `value` holds U+0000: the dotted path of the first string (or object key) that contains
 * it, '' when `value` itself is that string, undefined when there is none.
 */
export function nulCharacterPath(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? '' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return key;
    const inner = nulCharacterPath(item);
    if (inner !== undefined) return inner ? `${key}.${inner}` : key;
  }
  return undefined;
}

/** The 400 of every other validation failure, naming the field. */
export function nulCharacterError(field: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, 'The request is not valid', {
    fields: { [field]: NUL_CHARACTER_MESSAGE },
  });
}

/**
 * Checks the body, query string and path parameters of every request before its route's
 * schema (and so before anything reads them). Multipart bodies are read by their routes; their
 * readers check their fields with `nulCharacterPath` too.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [context, value] of Object.entries(parts)) {
      const path = nulCharacterPath(value);
      if (path !== undefined) throw nulCharacterError(path || context);
    }
  });
}
