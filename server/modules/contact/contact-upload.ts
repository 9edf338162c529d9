/**
 * Reads the contact form's multipart body into memory — text fields and up to MAX_CONTACT_FILES
 * files of at most MAX_CONTACT_FILE_BYTES — so nothing is stored before every part is checked.
 * The parser's own limits stop an oversized or overlong request while it streams.
 */
import type { FastifyRequest } from 'fastify';
import {
  MAX_CONTACT_FILE_BYTES,
  MAX_CONTACT_FILE_MB,
  MAX_CONTACT_FILES,
} from '../../../common/contracts/contact';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import { nulCharacterError, nulCharacterPath } from '../../http/nul-characters';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

export interface ContactUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The multipart field that carries the files. */
export const CONTACT_FILES_FIELD = 'files';

const LIMITS = {
  files: MAX_CONTACT_FILES,
  fileSize: MAX_CONTACT_FILE_BYTES,
  // Seven text fields; a 5,000-character description is at most 20,000 bytes of UTF-8.
  fields: 10,
  fieldSize: 20_000,
  parts: 20,
};

/** A name fit to show and to put in a mail header: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 120) || 'file'
  );
}

function uploadError(request: FastifyRequest, error: unknown): unknown {
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  if (error instanceof FilesLimitError) {
    return new HttpError(
      400,
      ERROR_CODES.tooManyFiles,
      `You can attach at most ${MAX_CONTACT_FILES} files.`,
    );
  }
  if (error instanceof RequestFileTooLargeError) {
    return new HttpError(
      413,
      ERROR_CODES.fileTooLarge,
      `File is too large. Maximum size is ${MAX_CONTACT_FILE_MB}MB`,
    );
  }
  return error;
}

export async function readContactUpload(request: FastifyRequest): Promise<ContactUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the form as multipart/form-data',
    );
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty.
      if (part.fieldname !== CONTACT_FILES_FIELD || (!part.filename && content.length === 0)) {
        continue;
      }
      files.push({ fileName: cleanFileName(part.filename), content });
    }
  } catch (error) {
    throw uploadError(request, error);
  }
  // The app's guard sees no multipart field: the form's text goes to text columns.
  const nulField = nulCharacterPath(fields);
  if (nulField !== undefined) throw nulCharacterError(nulField);
  return { fields, files };
}
