/**
 * VNPay's two calls back (docs/payments.md#vnpay): the IPN, server to server, which alone settles
 * a payment and is answered with VNPay's JSON codes; and the browser's return, which only picks
 * the result page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationOutcome, PaymentsService } from '../payments.service';
import { resultPageFor } from '../result-pages';
import type { VnpayGateway } from './vnpay-gateway';

/** VNPay's IPN answer: { RspCode, Message }. */
export interface VnpayIpnAnswer {
  RspCode: '00' | '01' | '02' | '04' | '97' | '99';
  Message: string;
}

/**
 * Our outcome in VNPay's words. A failed payment recorded now is confirmed with 00, as VNPay's
 * own handler does; 02 is for an order settled before.
 */
export function vnpayIpnAnswer(outcome: NotificationOutcome | 'error'): VnpayIpnAnswer {
  switch (outcome) {
    case 'completed':
    case 'failed':
      return { RspCode: '00', Message: 'Confirm Success' };
    case 'already_completed':
    case 'already_failed':
      return { RspCode: '02', Message: 'Order already confirmed' };
    case 'not_found':
      return { RspCode: '01', Message: 'Order not found' };
    case 'amount_mismatch':
      return { RspCode: '04', Message: 'Invalid amount' };
    case 'invalid_signature':
      return { RspCode: '97', Message: 'Invalid Checksum' };
    default:
      return { RspCode: '99', Message: 'Unknown error' };
  }
}

const vnpParams = z.record(z.string(), z.string());

export const vnpayRoutes: FastifyPluginAsyncZod<{
  gateway: VnpayGateway;
  payments: PaymentsService;
}> = async (app, { gateway, payments }) => {
  app.get(
    '/api/payments/vnpay/ipn',
    { schema: { hide: true, querystring: vnpParams } },
    async (request) => {
      try {
        const outcome = await payments.settle(
          'vnpay',
          gateway.verify(request.query),
          request.query,
        );
        return vnpayIpnAnswer(outcome);
      } catch (error) {
        request.log.error({ err: error }, 'VNPay IPN failed');
        return vnpayIpnAnswer('error');
      }
    },
  );

  app.get(
    '/api/payments/vnpay/return',
    { schema: { hide: true, querystring: vnpParams } },
    async (request, reply) => {
      const verdict = gateway.verify(request.query);
      if (!verdict) {
        const paymentId = request.query.vnp_TxnRef ?? null;
        return reply.redirect(resultPageFor(paymentId, 'failed', 'gateway_error'));
      }
      return reply.redirect(
        resultPageFor(verdict.paymentId, verdict.result, verdict.failureReason ?? null),
      );
    },
  );
};
