/**
 * The webhook routes (common/contracts/webhooks.ts): signed-in sessions only, never an API token.
 * Another account's endpoint or delivery answers 404. "Send again" is limited per account
 * (webhook-limits.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookResponseSchema,
  createWebhookRequestSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookListResponseSchema,
} from '../../../common/contracts/webhooks';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import { RESENDS_PER_ACCOUNT_PER_10_MIN } from './webhook-limits';
import type { WebhooksService } from './webhooks.service';

export interface WebhooksRoutesOptions {
  webhooks: WebhooksService;
  guards: AuthGuards;
  attempts: AttemptLimiter;
}

const docs = (summary: string) => ({
  tags: ['webhooks'],
  summary: `${summary} (signed-in session only)`,
  security: [{ bearerAuth: [] }],
});
const endpointParams = z.object({ id: z.uuid() });

export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (
  app,
  { webhooks, guards, attempts },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/api/webhooks',
    {
      schema: {
        ...docs('Register an endpoint; its signing secret is in this answer only'),
        body: createWebhookRequestSchema,
        response: { 201: createdWebhookResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await webhooks.register(signedInUser(request).id, request.body)),
  );

  app.get(
    '/api/webhooks',
    { schema: { ...docs('Your webhook endpoints'), response: { 200: webhookListResponseSchema } } },
    (request) => webhooks.list(signedInUser(request).id),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        ...docs('Delete an endpoint'),
        params: endpointParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await webhooks.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/webhooks/:id/resume',
    {
      schema: {
        ...docs('Resume an endpoint paused when the account was recovered'),
        params: endpointParams,
        response: { 200: webhookEndpointSchema },
      },
    },
    (request) => webhooks.resume(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        ...docs('The endpoint’s last 100 deliveries, newest first'),
        params: endpointParams,
        response: { 200: webhookDeliveryListResponseSchema },
      },
    },
    (request) => webhooks.deliveries(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:delivery_id/resend',
    {
      preHandler: attempts.perAccount(
        RESENDS_PER_ACCOUNT_PER_10_MIN,
        (request) => signedInUser(request).id,
      ),
      schema: {
        ...docs('Send a delivery again (the same webhook-id)'),
        params: z.object({ id: z.uuid(), delivery_id: z.uuid() }),
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await webhooks.resend(
            signedInUser(request).id,
            request.params.id,
            request.params.delivery_id,
          ),
        ),
  );
};
