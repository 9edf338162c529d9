/**
 * GET /media/:assetId/:variant?exp&sig: the files behind the signed URLs that /api/assets hands
 * out. No Authorization header (an <img> cannot send one): the signature is the permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseByteRange } from '../../http/byte-range';
import { sendStoredFile } from '../../http/send-stored-file';
import type { MediaFilesService } from './media-files.service';
import { MEDIA_VARIANTS } from './media-urls';

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
        summary: 'An asset’s file, thumbnail or poster, through a signed URL from /api/assets',
        params: mediaParamsSchema,
        querystring: signatureQuerySchema,
      },
    },
    async (request, reply) => {
      const range = parseByteRange(request.headers.range);
      const file = await mediaFiles.open({ ...request.params, ...request.query }, range);
      return sendStoredFile(reply, file, range);
    },
  );
};
