/**
 * The asset library API (common/contracts/assets.ts): POST/GET /api/assets, DELETE
 * /api/assets/:id. Every route needs a signed-in user and sees only that user's assets: another
 * user's asset answers 404, never 403, so ids reveal nothing.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetListQuerySchema,
  assetListResponseSchema,
  assetSchema,
} from '../../../common/contracts/assets';
import { MAX_UPLOAD_BYTES } from '../../../common/media';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { AssetsService } from './assets.service';
import { publicApi } from '../api-tokens/public-api';
import { readUpload } from './upload-file';
import { uploadLimits, UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP } from './upload-limits';

export interface AssetsRoutesOptions {
  assets: AssetsService;
  guards: AuthGuards;
  attempts: AttemptLimiter;
}

const docs = (summary: string) => ({ tags: ['assets'], summary, security: [{ bearerAuth: [] }] });
const assetParamsSchema = z.object({ id: z.uuid() });

export const assetsRoutes: FastifyPluginAsyncZod<AssetsRoutesOptions> = async (app, options) => {
  const { assets, guards, attempts } = options;
  const limits = uploadLimits(attempts, { perAccount: UPLOADS_PER_ACCOUNT, perIp: UPLOADS_PER_IP });
  app.addHook('onRequest', guards.requireUser);
  // Registered in this plugin only: other modules' multipart routes keep their own limits.
  // Other form fields are skipped; a few small ones are allowed so a client may add some.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 1024 },
  });

  app.post(
    '/api/assets',
    {
      config: { ...publicApi(), ...limits.config },
      preHandler: limits.preHandler,
      schema: {
        ...docs('Upload an image (JPEG, PNG, WebP) or a video (MP4, WebM, MOV), at most 10 MB'),
        consumes: ['multipart/form-data'],
        response: { 200: assetSchema, 201: assetSchema },
      },
    },
    async (request, reply) => {
      const { asset, created } = await assets.upload(
        signedInUser(request).id,
        await readUpload(request),
      );
      // 200 with the existing asset when the user had uploaded these bytes before.
      return reply.code(created ? 201 : 200).send(asset);
    },
  );

  app.get(
    '/api/assets',
    {
      schema: {
        ...docs('The signed-in user’s assets, newest first'),
        querystring: assetListQuerySchema,
        response: { 200: assetListResponseSchema },
      },
    },
    (request) => assets.list(signedInUser(request).id, request.query),
  );

  app.delete(
    '/api/assets/:id',
    {
      schema: { ...docs('Delete an asset and its files'), params: assetParamsSchema },
    },
    async (request, reply) => {
      await assets.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
