/**
 * Answers a GET for a stored file behind a signed URL (an asset's or a generation's): the whole
 * file, or the byte range a media element asked for (206), which Safari needs to play a video and
 * every browser uses to seek in one without fetching all of it. With STORAGE_REDIRECT, a redirect
 * to a presigned URL on the bucket instead (docs/storage.md#serving-media).
 */
import type { FastifyReply } from 'fastify';
import { PRESIGN_STEP_S } from '../adapters/storage/s3-location';
import type { StoredFileAnswer } from '../adapters/storage/stored-file-source';
import { MEDIA_URL_TTL_S } from '../modules/assets/media-urls';
import type { RequestedRange } from './byte-range';

export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFileAnswer,
  range: RequestedRange | undefined,
) {
  if ('redirectTo' in file) {
    // Cached no longer than one signing step: the URL stays valid well past it, and the browser
    // asks again for a fresh one after.
    return reply
      .code(302)
      .header('cache-control', `private, max-age=${PRESIGN_STEP_S}`)
      .redirect(file.redirectTo, 302);
  }
  reply
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    // Private: the file is one user's. Its bytes never change (a result is not linked before it
    // is finished), so the link's whole lifetime may be served from the browser's cache.
    .header('cache-control', `private, max-age=${MEDIA_URL_TTL_S}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  if (range && !file.range) {
    // The range starts past the end of the file.
    file.body.destroy();
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (!file.range) return reply.header('content-length', String(file.size)).send(file.body);
  const { start, end } = file.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${file.size}`)
    .header('content-length', String(end - start + 1))
    .send(file.body);
}
