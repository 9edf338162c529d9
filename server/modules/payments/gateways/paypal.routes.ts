/**
 * PayPal's side (docs/payments.md#paypal): the return after approval, where our server captures
 * the order and PayPal's final capture answer settles the payment (nothing else the return sees
 * changes it: anyone may open that address with a payment's id); the webhooks
 * (`POST /api/payments/paypal/webhook`), verified by PayPal, which settle it too (idempotently).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../../common/contracts/errors';
import { HttpError } from '../../../http/errors';
import type { PaymentsService } from '../payments.service';
import { resultPageFor } from '../result-pages';
import type { PaypalGateway } from './paypal-gateway';

export const paypalRoutes: FastifyPluginAsyncZod<{
  gateway: PaypalGateway;
  payments: PaymentsService;
}> = async (app, { gateway, payments }) => {
  app.get(
    '/api/payments/paypal/return',
    {
      schema: {
        hide: true,
        querystring: z.object({
          payment_id: z.uuid(),
          token: z.string().max(64).optional(),
          PayerID: z.string().max(64).optional(),
          cancelled: z.literal('1').optional(),
        }),
      },
    },
    async (request, reply) => {
      const { payment_id: paymentId, cancelled } = request.query;
      const payment = await payments.findPayment(paymentId);
      if (cancelled || !payment || payment.method !== 'paypal' || !payment.gatewayReference) {
        return reply.redirect(
          resultPageFor(paymentId, 'failed', cancelled ? 'cancelled' : 'gateway_error'),
        );
      }
      // Only a pending payment is captured, by the order id we kept at checkout (never the
      // browser's `token`); only PayPal's final capture settles it (paypal-gateway.ts).
      if (payment.status === 'pending') {
        const captured = await gateway.capture(payment.gatewayReference, paymentId);
        if (captured.kind === 'settled') {
          await payments.settle('paypal', captured.verdict, captured.payload);
        }
        if (captured.kind === 'declined') {
          return reply.redirect(resultPageFor(paymentId, 'failed', 'declined'));
        }
      }
      // The payment's own state picks the page: a reload, or a webhook that came first, shows
      // what happened, and a capture PayPal did not answer waits on the success page.
      const after = await payments.findPayment(paymentId);
      if (after?.status === 'failed') {
        return reply.redirect(resultPageFor(paymentId, 'failed', after.failureReason as never));
      }
      return reply.redirect(resultPageFor(paymentId, 'paid'));
    },
  );

  app.post(
    '/api/payments/paypal/webhook',
    { schema: { hide: true, body: z.record(z.string(), z.unknown()) } },
    async (request) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value ?? '')]),
      );
      const verdict = await gateway.verifyWebhook(headers, request.body);
      if (verdict === 'ignored') return { received: true };
      const outcome = await payments.settle('paypal', verdict, request.body);
      if (outcome === 'invalid_signature') {
        throw new HttpError(400, ERROR_CODES.badRequest, 'The signature is not valid.');
      }
      return { received: true, outcome };
    },
  );
};
