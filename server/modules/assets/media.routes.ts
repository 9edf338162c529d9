/**
 * GET /media/:assetId/:variant?exp&sig: the files behind the signed URLs that /api/assets hands
 * out. No Authorization header (an <img> cannot send one): the signature is the permission.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredObject } from '../../adapters/storage/storage';
import { parseByteRange } from '../../http/byte-range';
import type { MediaFilesService } from './media-files.service';
import { MEDIA_URL_TTL_S, MEDIA_VARIANTS } from './media-urls';

export interface MediaRoutesOptions {
  mediaFiles: MediaFilesService;
}

const mediaParamsSchema = z.object({ assetId: z.uuid(), variant: z.enum(MEDIA_VARIANTS) });
const signatureQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { mediaFiles } = options;

  app.get(
    '/media/:assetId/:variant',
    {
      schema: {
        tags: ['assets'],
        summary: 'An asset’s file or thumbnail, through a signed URL from /api/assets',
        params: mediaParamsSchema,
        querystring: signatureQuerySchema,
      },
    },
    async (request, reply) => {
      const range = parseByteRange(request.headers.range);
      const file = await mediaFiles.open({ ...request.params, ...request.query }, range);
      setFileHeaders(reply, file);
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
    },
  );
};

function setFileHeaders(reply: FastifyReply, file: StoredObject): void {
  reply
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    // Private: the file is one user's. An asset's bytes never change, so the link's whole
    // lifetime may be served from the browser's cache.
    .header('cache-control', `private, max-age=${MEDIA_URL_TTL_S}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
}
