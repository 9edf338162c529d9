/**
 * Stripe's calls back (docs/payments.md#stripe): the webhook (`POST /api/payments/stripe/webhook`,
 * verified over its raw body), which alone settles a payment, and the browser's return from
 * Checkout (`GET /api/payments/stripe/return`), which only picks the result page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../../common/contracts/errors';
import { HttpError } from '../../../http/errors';
import type { PaymentsService } from '../payments.service';
import { resultPageFor } from '../result-pages';
import type { StripeGateway } from './stripe-gateway';

/** Stripe's events are small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const stripeRoutes: FastifyPluginAsyncZod<{
  gateway: StripeGateway;
  payments: PaymentsService;
}> = async (app, { gateway, payments }) => {
  // In this plugin only: the signature is over the exact bytes, so the body stays a string.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['stripe-signature'];
    let verdict;
    try {
      verdict = gateway.verifyWebhook(raw, typeof header === 'string' ? header : '');
    } catch {
      verdict = null; // signed but not JSON: as good as unsigned
    }
    const payload = (() => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return { raw: raw.slice(0, 1000) };
      }
    })();
    if (verdict === 'ignored') return { received: true };
    const outcome = await payments.settle('stripe', verdict, payload);
    // Stripe retries anything but a 2xx: only a bad signature is refused, the rest is recorded.
    if (outcome === 'invalid_signature') {
      throw new HttpError(400, ERROR_CODES.badRequest, 'The signature is not valid.');
    }
    return { received: true, outcome };
  });

  app.get(
    '/api/payments/stripe/return',
    {
      schema: {
        hide: true,
        querystring: z.object({
          payment_id: z.uuid(),
          session_id: z.string().optional(),
          cancelled: z.literal('1').optional(),
        }),
      },
    },
    async (request, reply) => {
      const { payment_id: paymentId, cancelled } = request.query;
      // Checkout's cancel sends no event: the payment stays pending until the session expires
      // or the timeout job ends it.
      if (cancelled) return reply.redirect(resultPageFor(paymentId, 'failed', 'cancelled'));
      return reply.redirect(resultPageFor(paymentId, 'paid'));
    },
  );
};
