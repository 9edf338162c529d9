/**
 * Blog covers (docs/admin.md#blog-management): an admin uploads one from the post editor
 * (POST /api/admin/blog/covers, multipart field `file`, at most MAX_UPLOAD_BYTES), and anyone
 * reads it at the path the upload answered, /blog-covers/<name>.webp.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBlogCoverSchema } from '../../../common/contracts/blog-admin-reads';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { MAX_UPLOAD_BYTES } from '../../../common/media';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { HttpError } from '../../http/errors';
import { readUpload } from '../assets/upload-file';
import { uploadLimits, UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP } from '../assets/upload-limits';
import type { AuthGuards } from '../auth/auth.guards';
import type { BlogCoversService } from './blog-covers.service';

export interface BlogCoverRoutesOptions {
  covers: BlogCoversService;
  guards: AuthGuards;
  attempts: AttemptLimiter;
}

export const blogCoverUploadRoutes: FastifyPluginAsyncZod<BlogCoverRoutesOptions> = async (
  app,
  { covers, guards, attempts },
) => {
  app.addHook('onRequest', guards.requireAdmin);
  const limits = uploadLimits(attempts, { perAccount: UPLOADS_PER_ACCOUNT, perIp: UPLOADS_PER_IP });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2 } });

  app.post(
    '/api/admin/blog/covers',
    {
      config: limits.config,
      preHandler: limits.preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Upload a post cover (JPEG, PNG, WebP, at most 10 MB); it is stored as a WebP',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: adminBlogCoverSchema },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request);
      return reply.code(201).send(await covers.upload(bytes));
    },
  );
};

const coverParamsSchema = z.object({ name: z.string().max(40) });

export const blogCoverFileRoutes: FastifyPluginAsyncZod<BlogCoverRoutesOptions> = async (
  app,
  { covers },
) => {
  app.get(
    '/blog-covers/:name',
    { schema: { tags: ['blog'], summary: 'A post cover', params: coverParamsSchema } },
    async (request, reply) => {
      const stored = await covers.read(request.params.name);
      if (!stored) throw new HttpError(404, ERROR_CODES.notFound, 'No such cover.');
      return (
        reply
          .type(stored.contentType)
          .header('content-length', String(stored.size))
          // A new picture gets a new name, so a name's bytes never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(stored.body)
      );
    },
  );
};
