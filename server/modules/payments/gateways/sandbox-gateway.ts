/**
 * The sandbox gateway (PAYMENT_PROVIDERS=sandbox, the default outside production, refused in
 * it: docs/payments.md#which-gateways-are-on): a checkout page served by this
 * server with 'pay', 'fail' and 'cancel'. It goes down the same path as a real gateway: the
 * choice becomes a notification signed with HMAC-SHA256 (under a key derived from JWT_SECRET),
 * delivered server to server and verified before anything is granted, then the browser is sent
 * to the return route, which grants nothing (docs/payments.md#sandbox).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentFailureReason } from '../../../../common/contracts/payments';
import { integerAmount, statedCurrency } from './notified-amount';
import type {
  CheckoutStart,
  GatewayOrder,
  NotificationVerdict,
  PaymentGateway,
} from './payment-gateway';

/** The buttons of the sandbox page. */
export const SANDBOX_CHOICES = ['pay', 'fail', 'cancel'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

/** The notification the sandbox sends, as its fields travel (all strings, like a form). */
export interface SandboxNotification {
  payment_id: string;
  amount: string;
  currency: string;
  result: 'paid' | 'failed';
  reason: string;
  transaction_id: string;
  signature: string;
}

const FAILURE_OF: Record<Exclude<SandboxChoice, 'pay'>, PaymentFailureReason> = {
  fail: 'declined',
  cancel: 'cancelled',
};

export function createSandboxGateway(jwtSecret: string) {
  // Its own key: a leaked sandbox signature says nothing about the session tokens' key.
  const key = createHmac('sha256', jwtSecret).update('payments.sandbox.v1').digest();
  const sign = (fields: Record<string, string>) =>
    createHmac('sha256', key)
      .update(
        Object.keys(fields)
          .sort()
          .map((name) => `${name}=${fields[name]}`)
          .join('&'),
      )
      .digest('hex');
  const matches = (expected: string, given: string) =>
    given.length === expected.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

  const gateway: PaymentGateway & {
    notificationFor(
      choice: SandboxChoice,
      order: { paymentId: string; amount: number },
    ): SandboxNotification;
    verifyNotification(body: Record<string, unknown>): NotificationVerdict | null;
    pageSignature(paymentId: string, amount: number): string;
    verifyPage(paymentId: string, amount: number, signature: string): boolean;
  } = {
    method: 'sandbox',
    currency: 'VND',
    gatewayAmount: (amountVnd) => amountVnd,

    async startCheckout(order: GatewayOrder): Promise<CheckoutStart> {
      const query = new URLSearchParams({
        payment_id: order.paymentId,
        amount: String(order.amount),
        signature: gateway.pageSignature(order.paymentId, order.amount),
      });
      return { redirectUrl: `/api/payments/sandbox/checkout?${query}`, reference: null };
    },

    pageSignature: (paymentId, amount) => sign({ page: paymentId, amount: String(amount) }),
    verifyPage: (paymentId, amount, signature) =>
      matches(gateway.pageSignature(paymentId, amount), signature),

    notificationFor(choice, order) {
      const fields = {
        payment_id: order.paymentId,
        amount: String(order.amount),
        currency: 'VND',
        result: choice === 'pay' ? ('paid' as const) : ('failed' as const),
        reason: choice === 'pay' ? '' : FAILURE_OF[choice],
        transaction_id: `SBX-${randomUUID()}`,
      };
      return { ...fields, signature: sign(fields) };
    },

    /** The verdict of a notification, or null when its signature is not ours. */
    verifyNotification(body) {
      const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
      const fields = {
        payment_id: text('payment_id'),
        amount: text('amount'),
        currency: text('currency'),
        result: text('result'),
        reason: text('reason'),
        transaction_id: text('transaction_id'),
      };
      if (!matches(sign(fields), text('signature'))) return null;
      const failed = fields.result !== 'paid';
      return {
        paymentId: fields.payment_id,
        amount: integerAmount(fields.amount),
        currency: statedCurrency(fields.currency),
        result: failed ? 'failed' : 'paid',
        failureReason: failed ? (fields.reason as PaymentFailureReason) : undefined,
        reference: fields.transaction_id || null,
      };
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
