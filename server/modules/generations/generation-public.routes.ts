/**
 * What needs no sign-in: a shared result (GET /api/share/:token) and the files behind a
 * generation's signed URLs (GET /media/generations/:id/:variant?exp&sig), where the signature
 * is the permission (an <img> cannot send a token).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharedGenerationSchema } from '../../../common/contracts/generations';
import { parseByteRange } from '../../http/byte-range';
import { sendStoredFile } from '../../http/send-stored-file';
import type { GenerationFiles } from './generation-files.service';
import { GENERATION_MEDIA_VARIANTS } from './generation-media-urls';
import type { GenerationsService } from './generations.service';

export interface GenerationPublicRoutesOptions {
  generations: GenerationsService;
  files: GenerationFiles;
}

export const generationPublicRoutes: FastifyPluginAsyncZod<GenerationPublicRoutesOptions> = async (
  app,
  options,
) => {
  const { generations, files } = options;

  app.get(
    '/api/share/:token',
    {
      schema: {
        tags: ['generations'],
        summary: 'A shared result, while its owner shares it (no inputs, no owner)',
        params: z.object({ token: z.string().min(1).max(64) }),
        response: { 200: sharedGenerationSchema },
      },
    },
    (request) => generations.sharedResult(request.params.token),
  );

  app.get(
    '/media/generations/:id/:variant',
    {
      schema: {
        tags: ['generations'],
        summary: 'A generation’s input, result or thumbnail, through a signed URL',
        params: z.object({ id: z.uuid(), variant: z.enum(GENERATION_MEDIA_VARIANTS) }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const range = parseByteRange(request.headers.range);
      const file = await files.open(id, variant, request.query.exp, request.query.sig, range);
      return sendStoredFile(reply, file, range);
    },
  );
};
