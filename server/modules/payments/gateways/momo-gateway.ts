/**
 * MoMo AIO v2 (docs/payments.md#momo): the order is created server to server
 * (`POST /v2/gateway/api/create`, signed with HMAC-SHA256 over its fields in MoMo's fixed order)
 * and the buyer is sent to MoMo's `payUrl`; MoMo's IPN (a signed JSON POST) settles it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentFailureReason } from '../../../../common/contracts/payments';
import { integerAmount } from './notified-amount';
import type {
  CheckoutStart,
  GatewayOrder,
  NotificationVerdict,
  PaymentGateway,
} from './payment-gateway';

export const MOMO_TEST_ENDPOINT = 'https://test-payment.momo.vn';

/** MoMo asks clients to wait at least 30 s for the create call, in ms. */
const CREATE_TIMEOUT_MS = 30_000;

export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** MoMo's host: MOMO_ENDPOINT. */
  endpoint: string;
  /** Absolute URLs of our IPN and return routes. */
  ipnUrl: string;
  redirectUrl: string;
}

const CREATE_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

const IPN_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** MoMo's raw string: the fields in its fixed order, `name=value` joined by '&', not encoded. */
export function momoSignature(
  fields: readonly string[],
  values: Record<string, unknown>,
  secretKey: string,
): string {
  const raw = fields.map((name) => `${name}=${String(values[name] ?? '')}`).join('&');
  return createHmac('sha256', secretKey).update(raw, 'utf8').digest('hex');
}

export const momoCreateSignature = (values: Record<string, unknown>, secretKey: string) =>
  momoSignature(CREATE_FIELDS, values, secretKey);
export const momoIpnSignature = (values: Record<string, unknown>, secretKey: string) =>
  momoSignature(IPN_FIELDS, values, secretKey);

/** Result codes that are not final yet (waiting for the user, processing): nothing to settle. */
export const MOMO_PENDING_CODES = new Set([1000, 7000, 7002, 8000]);

/**
 * Final failures we can name. 1006 (the user declined) and 1001 (not enough money) are from
 * MoMo's result-code table, not re-checked in our research notes; the rest read as a decline.
 */
const FAILURES: Record<number, PaymentFailureReason> = {
  1001: 'insufficient_funds',
  1005: 'expired',
  1006: 'cancelled',
};

export function createMomoGateway(config: MomoConfig) {
  const gateway: PaymentGateway & {
    verify(body: Record<string, unknown>): NotificationVerdict | null;
  } = {
    method: 'momo',
    currency: 'VND',
    gatewayAmount: (amountVnd) => amountVnd,

    async startCheckout(order: GatewayOrder): Promise<CheckoutStart> {
      const values = {
        accessKey: config.accessKey,
        amount: order.amount,
        extraData: '',
        ipnUrl: config.ipnUrl,
        orderId: order.paymentId,
        orderInfo: `Studio AI: ${order.description}`,
        partnerCode: config.partnerCode,
        redirectUrl: config.redirectUrl,
        requestId: order.paymentId,
        requestType: 'captureWallet',
      };
      const response = await fetch(`${config.endpoint}/v2/gateway/api/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...values,
          lang: order.language === 'vi' ? 'vi' : 'en',
          signature: momoCreateSignature(values, config.secretKey),
        }),
        signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
      });
      const answer = (await response.json()) as { resultCode?: number; payUrl?: string };
      if (!response.ok || answer.resultCode !== 0 || !answer.payUrl) {
        throw new Error(`MoMo refused the order: ${JSON.stringify(answer)}`);
      }
      return { redirectUrl: answer.payUrl, reference: null };
    },

    /** The IPN's (or the return's) verdict, or null when its signature or partner is not ours. */
    verify(body) {
      const expected = momoIpnSignature({ ...body, accessKey: config.accessKey }, config.secretKey);
      const given = typeof body.signature === 'string' ? body.signature : '';
      const signed =
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      if (!signed || body.partnerCode !== config.partnerCode) return null;
      const code = Number(body.resultCode);
      return {
        paymentId: String(body.orderId ?? ''),
        amount: integerAmount(body.amount),
        // MoMo's AIO v2 is VND only: its IPN carries no currency field.
        currency: 'VND',
        result: code === 0 ? 'paid' : 'failed',
        failureReason: code === 0 ? undefined : (FAILURES[code] ?? 'declined'),
        reference: body.transId === undefined ? null : String(body.transId),
      };
    },
  };
  return gateway;
}
export type MomoGateway = ReturnType<typeof createMomoGateway>;
