/**
 * /api/admin/... (docs/product-rules.md#api-calls); the statistics are in
 * admin-statistics.routes.ts. One onRequest hook guards every route of this
 * plugin: a guest gets 401, a signed-in non-admin 403 (tests/server/admin.test.ts checks every
 * /api/admin route).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
} from '../../../common/contracts/admin-audit';
import {
  generationSummaryQuerySchema,
  generationSummaryResponseSchema,
  userGenerationsQuerySchema,
  userGenerationsResponseSchema,
  userLedgerResponseSchema,
  userPaymentsResponseSchema,
} from '../../../common/contracts/admin-user-activity';
import {
  adminCreditAdjustmentResponseSchema,
  adminPageQuerySchema,
  adminCreditAdjustmentSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserSearchQuerySchema,
  adminUserSearchResponseSchema,
  adminUserUpdateSchema,
} from '../../../common/contracts/admin';
import { signedInUser, type AuthGuards } from '../auth/auth.guards';
import type { AdminAuditService } from './admin-audit.service';
import type { AdminUserActivityService } from './admin-user-activity.service';
import type { AdminUsersService } from './admin-users.service';

export interface AdminRoutesOptions {
  adminUsers: AdminUsersService;
  adminAudit: AdminAuditService;
  adminActivity: AdminUserActivityService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { adminUsers, adminAudit, adminActivity, guards } = options;
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/api/admin/users/search',
    {
      schema: {
        ...docs('Search users by e-mail, name and verification'),
        querystring: adminUserSearchQuerySchema,
        response: { 200: adminUserSearchResponseSchema },
      },
    },
    (request) => adminUsers.search(request.query),
  );

  app.get(
    '/api/admin/users/generation-summary',
    {
      schema: {
        ...docs('Generation counts and credits used per user, most generations first'),
        querystring: generationSummaryQuerySchema,
        response: { 200: generationSummaryResponseSchema },
      },
    },
    (request) => adminActivity.generationSummary(request.query),
  );

  app.get(
    '/api/admin/users/:id/generations',
    {
      schema: {
        ...docs("One user's generations in a date range, newest first"),
        params: adminUserParamsSchema,
        querystring: userGenerationsQuerySchema,
        response: { 200: userGenerationsResponseSchema },
      },
    },
    (request) => adminActivity.generations(request.params.id, request.query),
  );

  app.get(
    '/api/admin/users/:id/payments',
    {
      schema: {
        ...docs("One user's payments, newest first"),
        params: adminUserParamsSchema,
        querystring: adminPageQuerySchema,
        response: { 200: userPaymentsResponseSchema },
      },
    },
    (request) => adminActivity.payments(request.params.id, request.query),
  );

  app.get(
    '/api/admin/users/:id/ledger',
    {
      schema: {
        ...docs("One user's credit ledger, newest first"),
        params: adminUserParamsSchema,
        querystring: adminPageQuerySchema,
        response: { 200: userLedgerResponseSchema },
      },
    },
    (request) => adminActivity.ledger(request.params.id, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        ...docs('One user'),
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => adminUsers.get(request.params.id),
  );

  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        ...docs('Change a user: name, verification, admin flag, language, disabled'),
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => adminUsers.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        ...docs('Add or remove credits, with a reason (a ledger row; never below zero)'),
        params: adminUserParamsSchema,
        body: adminCreditAdjustmentSchema,
        response: { 200: adminCreditAdjustmentResponseSchema },
      },
    },
    (request) =>
      adminUsers.adjustCredits(signedInUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        ...docs('The audit log of admin writes, newest first'),
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema },
      },
    },
    (request) => adminAudit.list(request.query),
  );
};
