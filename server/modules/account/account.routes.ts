/**
 * The profile page's calls under /api/account (docs/accounts.md, "The profile"), the avatars'
 * public files, and the export download that a mailed, signed link opens without signing in.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  accountStatusSchema,
  accountUpdateSchema,
  dataExportListSchema,
  dataExportSchema,
  deletionRequestSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  passwordChangeSchema,
} from '../../../common/contracts/account';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { sessionsEndedResponseSchema } from '../../../common/contracts/sessions';
import { MAX_UPLOAD_BYTES } from '../../../common/media';
import type { Queue } from '../../jobs/queue';
import { JOB_NAMES } from '../../jobs/job-names';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import { readUpload } from '../assets/upload-file';
import { uploadLimits, UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP } from '../assets/upload-limits';
import { type AuthGuards, signedInSession, signedInUser } from '../auth/auth.guards';
import {
  ACCOUNT_CHECKS_PER_IP_PER_15_MIN,
  ACCOUNT_MAILS_PER_IP_PER_HOUR,
  DATA_EXPORTS_PER_IP_PER_HOUR,
} from './account-limits';
import type { AccountService } from './account.service';
import type { AvatarService } from './avatar.service';
import type { DataExportService } from './data-export.service';

export interface AccountRoutesOptions {
  account: AccountService;
  avatars: AvatarService;
  exports: DataExportService;
  guards: AuthGuards;
  queue: Queue;
  attempts: AttemptLimiter;
}

const docs = (summary: string) => ({ tags: ['account'], summary, security: [{ bearerAuth: [] }] });

/** The signed-in routes. */
const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { account, avatars, exports, guards, queue, attempts } = options;
  const avatarLimits = uploadLimits(attempts, {
    perAccount: UPLOADS_PER_ACCOUNT,
    perIp: UPLOADS_PER_IP,
  });
  app.addHook('onRequest', guards.requireUser);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });

  app.get(
    '/api/account',
    {
      schema: {
        ...docs('The account as the profile page shows it'),
        response: { 200: accountSchema },
      },
    },
    (request) => account.describe(signedInUser(request)),
  );

  app.patch(
    '/api/account',
    {
      schema: {
        ...docs('Change the name, the language or the notification e-mails'),
        body: accountUpdateSchema,
        response: { 200: accountSchema },
      },
    },
    (request) => account.update(signedInUser(request), request.body),
  );

  app.put(
    '/api/account/avatar',
    {
      config: avatarLimits.config,
      preHandler: avatarLimits.preHandler,
      schema: {
        ...docs('Upload an avatar (JPEG, PNG, WebP, at most 10 MB); it is stored as a square'),
        consumes: ['multipart/form-data'],
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const { bytes } = await readUpload(request);
      return account.describe(await avatars.replace(signedInUser(request), bytes));
    },
  );

  app.delete(
    '/api/account/avatar',
    { schema: { ...docs('Remove the uploaded avatar'), response: { 200: accountSchema } } },
    async (request) => account.describe(await avatars.replace(signedInUser(request), null)),
  );

  app.post(
    '/api/account/email',
    {
      config: perIpLimit(ACCOUNT_MAILS_PER_IP_PER_HOUR),
      schema: {
        ...docs('Start an e-mail change: a code is mailed to the new address'),
        body: emailChangeRequestSchema,
        response: { 200: accountStatusSchema },
      },
    },
    (request) => account.requestEmailChange(signedInUser(request), request.body),
  );

  app.post(
    '/api/account/email/confirm',
    {
      config: perIpLimit(ACCOUNT_CHECKS_PER_IP_PER_15_MIN),
      schema: {
        ...docs('Finish an e-mail change with the code mailed to the new address'),
        body: emailChangeConfirmSchema,
        response: { 200: accountSchema },
      },
    },
    (request) => account.confirmEmailChange(signedInUser(request), request.body.code),
  );

  app.delete(
    '/api/account/email',
    { schema: { ...docs('Cancel a pending e-mail change'), response: { 200: accountSchema } } },
    (request) => account.cancelEmailChange(signedInUser(request)),
  );

  app.put(
    '/api/account/password',
    {
      config: perIpLimit(ACCOUNT_CHECKS_PER_IP_PER_15_MIN),
      schema: {
        ...docs('Change the password (or set one); every other session ends'),
        body: passwordChangeSchema,
        response: { 200: sessionsEndedResponseSchema },
      },
    },
    (request) =>
      account.changePassword(signedInUser(request), signedInSession(request), request.body),
  );

  app.post(
    '/api/account/exports',
    {
      config: perIpLimit(DATA_EXPORTS_PER_IP_PER_HOUR),
      schema: {
        ...docs('Export my data: a job writes a ZIP and mails a link to it'),
        response: { 202: dataExportSchema },
      },
    },
    async (request, reply) => {
      const requested = await exports.request(signedInUser(request).id);
      await queue.boss.send(JOB_NAMES.accountDataExport, { exportId: requested.id });
      queue.wake(JOB_NAMES.accountDataExport);
      return reply.code(202).send(requested);
    },
  );

  app.get(
    '/api/account/exports',
    {
      schema: {
        ...docs('The data exports still downloadable, newest first'),
        response: { 200: dataExportListSchema },
      },
    },
    async (request) => ({ exports: await exports.list(signedInUser(request).id) }),
  );

  app.post(
    '/api/account/deletion/code',
    {
      config: perIpLimit(ACCOUNT_MAILS_PER_IP_PER_HOUR),
      schema: {
        ...docs('Mail a code that confirms deleting an account without a password'),
        response: { 200: accountStatusSchema },
      },
    },
    (request) => account.sendDeletionCode(signedInUser(request)),
  );

  app.post(
    '/api/account/deletion',
    {
      config: perIpLimit(ACCOUNT_CHECKS_PER_IP_PER_15_MIN),
      schema: {
        ...docs('Delete my account after the grace period; every other session ends'),
        body: deletionRequestSchema,
        response: { 200: accountSchema },
      },
    },
    (request) =>
      account.requestDeletion(signedInUser(request), signedInSession(request), request.body),
  );

  app.delete(
    '/api/account/deletion',
    { schema: { ...docs('Cancel the deletion of my account'), response: { 200: accountSchema } } },
    (request) => account.cancelDeletion(signedInUser(request)),
  );
};

const exportParamsSchema = z.object({ id: z.uuid() });
const signedQuerySchema = z.object({
  exp: z.string().max(12).optional(),
  sig: z.string().max(128).optional(),
});
const avatarParamsSchema = z.object({ userId: z.string().max(36), name: z.string().max(80) });

/** Files opened by a link: the export a mail points at, and avatars. No sign-in. */
const accountFileRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { avatars, exports } = options;

  app.get(
    '/api/account/exports/:id/download',
    {
      schema: {
        tags: ['account'],
        summary: 'Download an export through its signed link',
        params: exportParamsSchema,
        querystring: signedQuerySchema,
      },
    },
    async (request, reply) => {
      const { row, stored } = await exports.download(
        request.params.id,
        request.query.exp,
        request.query.sig,
      );
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-length', String(stored.size))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="studio-ai-data-${day}.zip"`)
        .send(stored.body);
    },
  );

  app.get(
    '/avatars/:userId/:name',
    {
      schema: { tags: ['account'], summary: 'An uploaded avatar', params: avatarParamsSchema },
    },
    async (request, reply) => {
      const stored = await avatars.read(request.params.userId, request.params.name);
      if (!stored) throw new HttpError(404, ERROR_CODES.notFound, 'No such avatar.');
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

export { accountFileRoutes, accountRoutes };
