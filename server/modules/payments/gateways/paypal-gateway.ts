/**
 * PayPal Orders v2 (docs/payments.md#paypal). VND is not a PayPal currency, so an order is sent in
 * US dollars at the configured rate (PAYPAL_VND_PER_USD, rounded up to the cent; the checkout
 * shows both). Create → the buyer approves at PayPal → our return asks PayPal to capture, and
 * PayPal's capture answer (server to server, under our credentials) settles the payment; the
 * webhooks, verified by PayPal's verify-webhook-signature, settle it too, idempotently.
 */
import type { PaymentFailureReason } from '../../../../common/contracts/payments';
import { centsAmount, statedCurrency } from './notified-amount';
import type {
  CheckoutStart,
  GatewayOrder,
  NotificationVerdict,
  PaymentGateway,
} from './payment-gateway';

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

const CALL_TIMEOUT_MS = 30_000;

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string;
  vndPerUsd: number;
  /** Our return route, absolute. */
  returnUrl: string;
}

/** US cents for a VND price, rounded up so the merchant never receives less than the price. */
export function usdCentsFor(amountVnd: number, vndPerUsd: number): number {
  return Math.ceil((amountVnd * 100) / vndPerUsd);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Orders worth a capture call: approved by the buyer, or captured already (the same
 * PayPal-Request-Id then answers the capture made before).
 */
const CAPTURABLE_ORDER_STATUSES = new Set(['APPROVED', 'COMPLETED']);

/** A capture in one of these will not be paid (DENIED is the webhook's word for it). */
const FAILED_CAPTURE_STATUSES = new Set(['DECLINED', 'FAILED', 'DENIED']);

/**
 * What capturing an order came to: PayPal's capture, final (it settles the payment); the buyer's
 * funding refused (422 INSTRUMENT_DECLINED: PayPal lets the buyer approve again with another
 * source, so the payment stays pending); or nothing to settle yet (not approved, a capture
 * still pending, PayPal not answering).
 */
export type CaptureAnswer =
  | { kind: 'settled'; verdict: NotificationVerdict; payload: unknown }
  | { kind: 'declined' }
  | { kind: 'unsettled' };

interface PaypalAmount {
  currency_code?: string;
  value?: string;
}

interface Capture {
  id?: string;
  status?: string;
  custom_id?: string;
  amount?: PaypalAmount;
}

export function createPaypalGateway(config: PaypalConfig) {
  async function call<T>(path: string, init: RequestInit & { token?: string }): Promise<Response> {
    return fetch(`${config.apiBase}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }) as Promise<Response & { json(): Promise<T> }>;
  }

  async function accessToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { access_token?: string };
    if (!response.ok || !answer.access_token) throw new Error(`PayPal OAuth: ${response.status}`);
    return answer.access_token;
  }

  /** A capture's verdict once its status is final; null while it is not (PENDING, or none). */
  function captureVerdict(
    capture: Capture | undefined,
    paymentId: string,
  ): NotificationVerdict | null {
    const status = capture?.status ?? '';
    if (status !== 'COMPLETED' && !FAILED_CAPTURE_STATUSES.has(status)) return null;
    const paid = status === 'COMPLETED';
    return {
      paymentId,
      amount: centsAmount(capture?.amount?.value),
      currency: statedCurrency(capture?.amount?.currency_code),
      result: paid ? 'paid' : 'failed',
      failureReason: paid ? undefined : ('declined' satisfies PaymentFailureReason),
      reference: capture?.id ?? null,
    };
  }

  const gateway = {
    method: 'paypal' as const,
    currency: 'USD',
    vndPerUsd: config.vndPerUsd,
    gatewayAmount: (amountVnd: number) => usdCentsFor(amountVnd, config.vndPerUsd),

    async startCheckout(order: GatewayOrder): Promise<CheckoutStart> {
      const token = await accessToken();
      const back = `${config.returnUrl}?payment_id=${order.paymentId}`;
      const response = await call('/v2/checkout/orders', {
        method: 'POST',
        token,
        headers: { 'paypal-request-id': `create-${order.paymentId}`, prefer: 'return=minimal' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.paymentId,
              custom_id: order.paymentId,
              description: `Studio AI: ${order.description}`,
              amount: { currency_code: 'USD', value: dollars(order.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: back,
                cancel_url: `${back}&cancelled=1`,
                locale: order.language === 'vi' ? 'vi-VN' : 'en-US',
                user_action: 'PAY_NOW',
              },
            },
          },
        }),
      });
      const created = (await response.json()) as {
        id?: string;
        links?: { rel: string; href: string }[];
      };
      const approve = created.links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      );
      if (!response.ok || !created.id || !approve) {
        throw new Error(`PayPal refused the order: ${response.status}`);
      }
      return { redirectUrl: approve.href, reference: created.id };
    },

    /**
     * Captures the order once PayPal says the buyer approved it (read first, so a return opened
     * before the approval sends no capture). Only PayPal's own answer, under our credentials,
     * settles the payment: a capture whose status is final. Anything else changes nothing, so
     * whoever opens the return route with a payment's id cannot fail it.
     */
    async capture(orderId: string, paymentId: string): Promise<CaptureAnswer> {
      const token = await accessToken();
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const read = await call(path, { method: 'GET', token });
      const order = (await read.json()) as { status?: string };
      if (!read.ok || !CAPTURABLE_ORDER_STATUSES.has(order.status ?? '')) {
        return { kind: 'unsettled' };
      }
      const response = await call(`${path}/capture`, {
        method: 'POST',
        token,
        headers: { 'paypal-request-id': `capture-${paymentId}` },
        body: '{}',
      });
      const payload = (await response.json()) as {
        details?: { issue?: string }[];
        purchase_units?: { payments?: { captures?: Capture[] } }[];
      };
      if (response.status === 422) {
        const declined = payload.details?.some((detail) => detail.issue === 'INSTRUMENT_DECLINED');
        return { kind: declined ? 'declined' : 'unsettled' };
      }
      if (!response.ok) return { kind: 'unsettled' };
      const capture = payload.purchase_units?.[0]?.payments?.captures?.[0];
      const verdict = captureVerdict(capture, paymentId);
      return verdict ? { kind: 'settled', verdict, payload } : { kind: 'unsettled' };
    },

    /**
     * A webhook's verdict once PayPal confirms its signature (verify-webhook-signature); null
     * when it does not; 'ignored' for events that settle nothing.
     */
    async verifyWebhook(
      headers: Record<string, string | undefined>,
      event: { event_type?: string; resource?: Capture },
    ): Promise<NotificationVerdict | null | 'ignored'> {
      const token = await accessToken();
      const response = await call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        token,
        body: JSON.stringify({
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: config.webhookId,
          webhook_event: event,
        }),
      });
      const answer = (await response.json()) as { verification_status?: string };
      if (!response.ok || answer.verification_status !== 'SUCCESS') return null;
      const capture = event.resource;
      if (!capture?.custom_id) return 'ignored';
      const verdict =
        event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
          ? captureVerdict(capture, capture.custom_id)
          : event.event_type === 'PAYMENT.CAPTURE.DENIED'
            ? captureVerdict({ ...capture, status: 'DENIED' }, capture.custom_id)
            : null;
      return verdict ?? 'ignored';
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}
export type PaypalGateway = ReturnType<typeof createPaypalGateway>;
