/**
 * The history's opaque cursor: the last row's position, base64url JSON, keyset (not offset) so a
 * page stays right while new generations arrive (as the asset library's, asset-cursor.ts).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import type { GenerationPosition } from './generations.repository';

const positionSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.uuid(),
]);

export function encodeCursor({ createdAt, id }: GenerationPosition): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): GenerationPosition {
  let json: unknown = null;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below like any other bad cursor.
  }
  const parsed = positionSchema.safeParse(json);
  if (!parsed.success) {
    throw new HttpError(400, ERROR_CODES.badRequest, 'The cursor is not valid: start again.');
  }
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}
