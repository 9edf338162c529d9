/**
 * GET /api/plans (public; marks the signed-in user's plan), POST /api/payments/checkout,
 * GET /api/payments and GET /api/payments/:id (the result pages poll it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentListSchema,
  paymentViewSchema,
  plansResponseSchema,
} from '../../../common/contracts/payments';
import type { Clock } from '../../clock';
import { perIpLimit } from '../../http/rate-limit';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import type { PaymentsService } from './payments.service';
import type { PlansService } from './plans.service';

/** Checkouts one address may start in an hour: generous for a buyer, a wall for a script. */
const CHECKOUTS_PER_IP_PER_HOUR = { max: 60, windowMs: 3_600_000 };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  plans: PlansService;
  payments: PaymentsService;
  guards: AuthGuards;
  clock: Clock;
}> = async (app, { plans, payments, guards, clock }) => {
  app.get(
    '/api/plans',
    {
      onRequest: guards.identifyUser,
      schema: {
        tags: ['payments'],
        summary:
          'The plans (monthly and annual prices in VND, credits a month or null for unlimited, features, gates) and the credit packs; with a token, the current plan and upgrade/downgrade labels',
        response: { 200: plansResponseSchema },
      },
    },
    async (request) => plans.list(request.user, clock()),
  );

  app.post(
    '/api/payments/checkout',
    {
      onRequest: guards.requireUser,
      config: perIpLimit(CHECKOUTS_PER_IP_PER_HOUR),
      schema: {
        tags: ['payments'],
        summary:
          'Start a payment: { plan_id, period } or { pack_id }, with method and accept_terms; answers where to send the browser',
        body: checkoutRequestSchema,
        response: { 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const started = await payments.checkout(
        { id: user.id, language: user.language },
        request.body,
        request.ip,
      );
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/api/payments',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's payments, newest first",
        response: { 200: paymentListSchema },
      },
    },
    async (request) => payments.list(signedInUser(request).id),
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'One payment of the signed-in user, with the balance now (the result pages poll it)',
        params: z.object({ id: z.uuid() }),
        response: { 200: paymentViewSchema },
      },
    },
    async (request) => payments.get(signedInUser(request).id, request.params.id),
  );
};
