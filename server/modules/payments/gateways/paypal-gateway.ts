/**
 * PayPal Orders v2 (docs/payments.md#paypal). VND is not a PayPal currency, so an order is sent in
 * US dollars at the configured rate (PAYPAL_VND_PER_USD, rounded up to the cent; the checkout
 * shows both). Create → the buyer approves at PayPal → our return asks PayPal to capture, and
 * PayPal's capture answer (server to server, under our credentials) settles the payment; the
 * webhooks, verified by PayPal's verify-webhook-signature, settle it too, idempotently.
 */
import type { PaymentFailureReason } from '../../../../common/contracts/payments';
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
const centsOf = (value: unknown) => Math.round(Number(value) * 100);

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

  function captureVerdict(capture: Capture | undefined, paymentId: string): NotificationVerdict {
    const paid = capture?.status === 'COMPLETED';
    return {
      paymentId,
      amount: centsOf(capture?.amount?.value),
      currency: capture?.amount?.currency_code ?? null,
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

    /** Captures an approved order; PayPal's answer is the verdict (null if PayPal failed). */
    async capture(
      orderId: string,
      paymentId: string,
      /** The order's own amount in cents: a refusal (422) does not repeat it. */
      orderCents: number,
    ): Promise<{ verdict: NotificationVerdict; payload: unknown } | null> {
      const token = await accessToken();
      const response = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: 'POST',
        token,
        headers: { 'paypal-request-id': `capture-${paymentId}` },
        body: '{}',
      });
      const payload = (await response.json()) as {
        name?: string;
        purchase_units?: { payments?: { captures?: Capture[] } }[];
      };
      if (response.status === 422) {
        // INSTRUMENT_DECLINED and the like: the buyer's funding was refused.
        const refused = {
          status: 'DECLINED',
          amount: { currency_code: 'USD', value: dollars(orderCents) },
        };
        return { verdict: captureVerdict(refused, paymentId), payload };
      }
      if (!response.ok) return null;
      const capture = payload.purchase_units?.[0]?.payments?.captures?.[0];
      return { verdict: captureVerdict(capture, paymentId), payload };
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
      if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
        return captureVerdict(capture, capture.custom_id);
      }
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
        return captureVerdict({ ...capture, status: 'DENIED' }, capture.custom_id);
      }
      return 'ignored';
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}
export type PaypalGateway = ReturnType<typeof createPaypalGateway>;
