/**
 * Cards through Stripe Checkout Sessions (docs/payments.md#stripe): a session in VND, which
 * Stripe counts in whole đồng (a zero-decimal currency), and its signed webhooks
 * (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `t.rawBody` under the endpoint secret, within
 * a tolerance of the timestamp).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../clock';
import { integerAmount, statedCurrency } from './notified-amount';
import type {
  CheckoutStart,
  GatewayOrder,
  NotificationVerdict,
  PaymentGateway,
} from './payment-gateway';

/** How old a webhook's timestamp may be, in seconds (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

const CREATE_TIMEOUT_MS = 30_000;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: https://api.stripe.com, or a local fake. */
  apiBase: string;
  /** Our return route, absolute. */
  returnUrl: string;
  clock: Clock;
}

/** The `v1` signature of a payload at `timestamp` (seconds). */
export function stripeSignature(payload: string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** Parses `t=…,v1=…[,v1=…][,v0=…]`. */
function parseHeader(header: string) {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.split('=', 2);
    if (name === 't') timestamp = Number(value);
    if (name === 'v1') signatures.push(value);
  }
  return { timestamp, signatures };
}

interface StripeEvent {
  type?: string;
  data?: {
    object?: {
      id?: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string>;
      amount_total?: unknown;
      currency?: unknown;
      payment_status?: string;
    };
  };
}

export function createStripeGateway(config: StripeConfig) {
  const gateway: PaymentGateway & {
    /** The verdict of a webhook; null for a bad signature or timestamp; 'ignored' for others. */
    verifyWebhook(rawBody: string, header: string): NotificationVerdict | null | 'ignored';
  } = {
    method: 'stripe',
    currency: 'VND',
    gatewayAmount: (amountVnd) => amountVnd,

    async startCheckout(order: GatewayOrder): Promise<CheckoutStart> {
      const back = (extra: string) => `${config.returnUrl}?payment_id=${order.paymentId}${extra}`;
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'vnd',
        'line_items[0][price_data][unit_amount]': String(order.amount),
        'line_items[0][price_data][product_data][name]': `Studio AI: ${order.description}`,
        'line_items[0][quantity]': '1',
        // {CHECKOUT_SESSION_ID} is Stripe's placeholder, filled in by Stripe.
        success_url: back('&session_id={CHECKOUT_SESSION_ID}'),
        cancel_url: back('&cancelled=1'),
        client_reference_id: order.paymentId,
        'metadata[payment_id]': order.paymentId,
        locale: order.language === 'vi' ? 'vi' : 'en',
      });
      const response = await fetch(`${config.apiBase}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried create returns the same session instead of a second one.
          'idempotency-key': `checkout-${order.paymentId}`,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
      });
      const session = (await response.json()) as { id?: string; url?: string };
      if (!response.ok || !session.url || !session.id) {
        throw new Error(`Stripe refused the session: ${response.status}`);
      }
      return { redirectUrl: session.url, reference: session.id };
    },

    verifyWebhook(rawBody, header) {
      const { timestamp, signatures } = parseHeader(header);
      const age = config.clock().getTime() / 1000 - timestamp;
      if (!Number.isFinite(timestamp) || Math.abs(age) > STRIPE_WEBHOOK_TOLERANCE_S) return null;
      const expected = stripeSignature(rawBody, timestamp, config.webhookSecret);
      const signed = signatures.some(
        (given) =>
          given.length === expected.length &&
          timingSafeEqual(Buffer.from(given), Buffer.from(expected)),
      );
      if (!signed) return null;
      const event = JSON.parse(rawBody) as StripeEvent;
      const session = event.data?.object;
      const paymentId = session?.client_reference_id ?? session?.metadata?.payment_id;
      if (!session || !paymentId) return 'ignored';
      const base = {
        paymentId,
        amount: integerAmount(session.amount_total),
        currency: statedCurrency(session.currency),
        reference: session.id ?? null,
      };
      switch (event.type) {
        case 'checkout.session.completed':
          // A delayed method completes the session unpaid; its outcome is a later event.
          return session.payment_status === 'paid' ? { ...base, result: 'paid' } : 'ignored';
        case 'checkout.session.async_payment_succeeded':
          return { ...base, result: 'paid' };
        case 'checkout.session.async_payment_failed':
          return { ...base, result: 'failed', failureReason: 'declined' };
        case 'checkout.session.expired':
          return { ...base, result: 'failed', failureReason: 'expired' };
        default:
          return 'ignored';
      }
    },
  };
  return gateway;
}
export type StripeGateway = ReturnType<typeof createStripeGateway>;
