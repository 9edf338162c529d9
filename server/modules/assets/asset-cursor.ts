/**
 * The list's opaque cursor: the last row's position, base64url JSON. Opaque so the client never
 * builds one, and keyset (not offset) so a page stays right while uploads arrive.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import type { AssetPosition } from './assets.repository';

const positionSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.uuid(),
]);

export function encodeCursor({ createdAt, id }: AssetPosition): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): AssetPosition {
  const parsed = positionSchema.safeParse(jsonOrNull(Buffer.from(cursor, 'base64url')));
  if (!parsed.success) {
    throw new HttpError(400, ERROR_CODES.badRequest, 'The cursor is not valid: start again.');
  }
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}

function jsonOrNull(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}
