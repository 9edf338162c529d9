/**
 * Reads the one file of an upload (multipart field `file`) into memory. At most MAX_UPLOAD_BYTES
 * are read: @fastify/multipart stops at the limit and throws, so a cut-off file is a 413, never
 * a half file that looks whole (docs/product-rules.md#uploads-and-downloads).
 */
import type { FastifyRequest } from 'fastify';
import { fileTooLarge, missingFile } from './asset-errors';
import type { Upload } from './assets.service';

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** Longest original name kept, in characters; the name is for display only. */
const MAX_NAME_LENGTH = 255;
const FALLBACK_NAME = 'upload';

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missingFile();
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) throw missingFile();
  try {
    return { bytes: await part.toBuffer(), originalName: displayName(part.filename) };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw fileTooLarge();
    }
    throw error;
  }
}

/** The name without control characters, trimmed and shortened; never empty. */
function displayName(filename: string): string {
  const clean = filename
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean || FALLBACK_NAME;
}
