/**
 * MoMo's calls back (docs/payments.md#momo): the IPN (`POST /api/payments/momo/ipn`, JSON), which
 * alone settles a payment and is answered 204 once recorded, and the browser's return
 * (`GET /api/payments/momo/return`, the same signed fields), which only picks the result page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../../common/contracts/errors';
import { HttpError } from '../../../http/errors';
import type { NotificationOutcome, PaymentsService } from '../payments.service';
import { resultPageFor } from '../result-pages';
import { MOMO_PENDING_CODES, type MomoGateway } from './momo-gateway';

/**
 * 204 for a notification we recorded (settled now or before); a refusal otherwise, which MoMo
 * logs and may retry: a bad signature, an order we do not know, an amount that is not the order's.
 */
const REFUSALS: Partial<Record<NotificationOutcome, [number, string]>> = {
  invalid_signature: [401, 'The signature is not valid.'],
  not_found: [404, 'No such order.'],
  amount_mismatch: [400, "The amount is not the order's."],
};

export const momoRoutes: FastifyPluginAsyncZod<{
  gateway: MomoGateway;
  payments: PaymentsService;
}> = async (app, { gateway, payments }) => {
  app.post(
    '/api/payments/momo/ipn',
    { schema: { hide: true, body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      if (MOMO_PENDING_CODES.has(Number(request.body.resultCode))) return reply.code(204).send();
      const outcome = await payments.settle('momo', gateway.verify(request.body), request.body);
      const refusal = REFUSALS[outcome];
      if (refusal) throw new HttpError(refusal[0], ERROR_CODES.badRequest, refusal[1]);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/payments/momo/return',
    { schema: { hide: true, querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      const verdict = gateway.verify(request.query);
      const orderId = request.query.orderId ?? null;
      if (!verdict) return reply.redirect(resultPageFor(orderId, 'failed', 'gateway_error'));
      return reply.redirect(
        resultPageFor(verdict.paymentId, verdict.result, verdict.failureReason ?? null),
      );
    },
  );
};
