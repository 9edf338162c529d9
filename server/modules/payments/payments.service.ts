/**
 * Checkout, the payment list and settling gateway notifications (docs/payments.md#money-rules):
 * a payment is priced from common/plans.ts on the server, completed only by a verified
 * server-to-server notification whose amount and currency match the order, exactly once; the
 * browser's return never grants anything.
 */
import type { UserLanguage } from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { PATHS } from '../../../common/routes';
import {
  type CheckoutRequest,
  type PaymentMethod,
  type PaymentView,
} from '../../../common/contracts/payments';
import {
  CREDIT_PACKS,
  type BillingPeriod,
  type CreditPackId,
  PLANS,
  periodPriceVnd,
} from '../../../common/plans';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { MailService } from '../mail/mail.service';
import type { NotificationVerdict, PaymentGateway } from './gateways/payment-gateway';
import type { PaymentCompletedHook } from './payment-completed';
import { redactPayload } from './payment-payload';
import { describePayment, toPaymentView } from './payment-view';
import type { PaymentRecord, PaymentsRepository, SettleOutcome } from './payments.repository';

export interface Buyer {
  id: string;
  language: UserLanguage;
}

/** What a notification came to; each gateway's route answers the gateway from it. */
export type NotificationOutcome = SettleOutcome | 'invalid_signature';

export interface PaymentsServiceDependencies {
  repository: PaymentsRepository;
  gateways: ReadonlyMap<PaymentMethod, PaymentGateway>;
  mail: MailService;
  hook: PaymentCompletedHook;
  background: BackgroundTasks;
  clock: Clock;
  logger: Pick<Logger, 'error' | 'warn'>;
  publicUrl: string;
}

/** What is bought, priced on the server from common/plans.ts (never from the request). */
function priced(request: CheckoutRequest) {
  if ('pack_id' in request) {
    const pack = CREDIT_PACKS[request.pack_id as CreditPackId];
    return {
      kind: 'pack' as const,
      packId: pack.id,
      amountVnd: pack.priceVnd,
      credits: pack.credits,
    };
  }
  const plan = PLANS[request.plan_id];
  const amountVnd = periodPriceVnd(plan, request.period as BillingPeriod);
  if (!plan.purchasable || !amountVnd) {
    throw new HttpError(400, ERROR_CODES.planNotPurchasable, 'This plan cannot be bought online.');
  }
  return {
    kind: 'plan' as const,
    planId: plan.id,
    period: request.period,
    amountVnd,
    credits: plan.monthlyCredits,
  };
}

export function createPaymentsService(deps: PaymentsServiceDependencies) {
  const { repository, gateways, clock } = deps;

  /** After the settling transaction: the hook's listeners and the receipt, never twice. */
  function afterCompleted(payment: PaymentRecord) {
    const userId = payment.userId;
    if (!userId) return;
    deps.background.run('payment completed', async () => {
      const user = await repository.userOf(userId);
      if (!user) return;
      const shown = toPaymentView(payment, user.credits);
      await deps.hook.emit({ userId, payment: shown }, (error) =>
        deps.logger.error({ err: error, paymentId: payment.id }, 'payment listener failed'),
      );
      await deps.mail.sendPaymentReceipt(
        { email: user.email, language: user.language },
        {
          name: user.name,
          payment: shown,
          historyUrl: `${deps.publicUrl}${PATHS.paymentHistory}`,
        },
      );
    });
  }

  return {
    async checkout(buyer: Buyer, request: CheckoutRequest, clientIp: string) {
      if (gateways.size === 0) {
        throw new HttpError(
          503,
          ERROR_CODES.paymentsNotConfigured,
          'No payment gateway is set up on this server yet; nothing was charged.',
        );
      }
      const gateway = gateways.get(request.method);
      if (!gateway) {
        throw new HttpError(
          400,
          ERROR_CODES.paymentMethodUnavailable,
          'This payment method is not available.',
        );
      }
      const order = priced(request);
      const gatewayAmount = gateway.gatewayAmount(order.amountVnd);
      const payment = await repository.create(
        {
          userId: buyer.id,
          kind: order.kind,
          planId: 'planId' in order ? order.planId : null,
          period: 'period' in order ? order.period : null,
          packId: 'packId' in order ? order.packId : null,
          amountVnd: order.amountVnd,
          gatewayAmount,
          gatewayCurrency: gateway.currency,
          credits: order.credits,
          method: gateway.method,
          language: buyer.language,
          createdAt: clock(),
        },
        { gateway: gateway.method, kind: 'checkout', outcome: 'pending', payload: request },
      );
      let start;
      try {
        start = await gateway.startCheckout({
          paymentId: payment.id,
          amount: gatewayAmount,
          currency: gateway.currency,
          description: describePayment(payment),
          language: buyer.language,
          clientIp,
          createdAt: payment.createdAt,
        });
      } catch (error) {
        await repository.failPending(payment.id, 'gateway_error', {
          gateway: gateway.method,
          kind: 'checkout',
          outcome: 'gateway_error',
          payload: { error: String(error) },
        });
        throw new HttpError(
          502,
          ERROR_CODES.paymentGatewayUnavailable,
          'The payment gateway did not answer; nothing was charged.',
          {},
          error,
        );
      }
      if (start.reference) await repository.setReference(payment.id, start.reference);
      return { payment_id: payment.id, redirect_url: start.redirectUrl };
    },

    async list(userId: string) {
      const [payments, balance] = await Promise.all([
        repository.listOf(userId),
        repository.balanceOf(userId),
      ]);
      return { payments: payments.map((payment) => toPaymentView(payment, balance)) };
    },

    async get(userId: string, id: string): Promise<PaymentView> {
      const payment = await repository.findById(id);
      if (!payment || payment.userId !== userId) {
        throw new HttpError(404, ERROR_CODES.notFound, 'No such payment.');
      }
      return toPaymentView(payment, await repository.balanceOf(userId));
    },

    /** The payment a return or result page names, for the gateways' routes. */
    findPayment: (id: string) => repository.findById(id),

    /**
     * Applies a gateway's notification: `verdict` null means its signature did not verify.
     * Every notification is recorded, with its payload redacted.
     */
    async settle(
      method: PaymentMethod,
      verdict: NotificationVerdict | null,
      payload: unknown,
    ): Promise<NotificationOutcome> {
      const event = {
        gateway: method,
        kind: 'notification' as const,
        payload: redactPayload(payload),
      };
      if (!verdict) {
        await repository.recordEvent({ ...event, paymentId: null, outcome: 'invalid_signature' });
        return 'invalid_signature';
      }
      if (!/^[0-9a-f-]{36}$/i.test(verdict.paymentId)) {
        await repository.recordEvent({ ...event, paymentId: null, outcome: 'not_found' });
        return 'not_found';
      }
      const { outcome, payment } = await repository.settle(
        verdict.paymentId,
        method,
        verdict,
        event,
        clock(),
      );
      if (outcome === 'amount_mismatch') {
        deps.logger.warn({ paymentId: verdict.paymentId, method }, 'notified amount mismatch');
      }
      if (outcome === 'completed' && payment) afterCompleted(payment);
      return outcome;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
