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
  adminCreditAdjustmentResponseSchema,
  adminCreditAdjustmentSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserSearchQuerySchema,
  adminUserSearchResponseSchema,
  adminUserUpdateSchema,
} from '../../../common/contracts/admin';
import { signedInUser, type AuthGuards } from '../auth/auth.guards';
import type { AdminAuditService } from './admin-audit.service';
import type { AdminUsersService } from './admin-users.service';

export interface AdminRoutesOptions {
  adminUsers: AdminUsersService;
  adminAudit: AdminAuditService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { adminUsers, adminAudit, guards } = options;
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
