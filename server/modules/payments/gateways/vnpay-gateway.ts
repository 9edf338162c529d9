/**
 * VNPay 2.1.0 (docs/payments.md#vnpay): the payment URL signed with HMAC-SHA512 over the sorted,
 * form-encoded `vnp_*` parameters; the IPN (a server-to-server GET with the same signed
 * parameters) and the browser's return are verified the same way. Amounts travel as VND × 100.
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

export const VNPAY_SANDBOX_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';

/** How long VNPay's page accepts the payment (vnp_ExpireDate), in ms. */
export const VNPAY_PAGE_LIFETIME_MS = 15 * 60_000;

export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  paymentUrl: string;
  /** Our return route, absolute (VNPay sends the browser there). */
  returnUrl: string;
}

type Params = Record<string, string | undefined>;

/**
 * The string VNPay signs: every `vnp_*` parameter but the hash fields, empty ones dropped, keys
 * sorted, form-encoded (URLSearchParams: space as '+', ':' as %3A).
 */
export function vnpayCanonical(params: Params): string {
  const canonical = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (!key.startsWith('vnp_') || key === 'vnp_SecureHash' || key === 'vnp_SecureHashType')
      continue;
    if (value === undefined || value === '') continue;
    canonical.append(key, value);
  }
  return canonical.toString();
}

export function vnpaySignature(params: Params, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(vnpayCanonical(params), 'utf8').digest('hex');
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7, no daylight saving), as VNPay dates are written. */
export function vnpayDate(date: Date): string {
  const vietnam = new Date(date.getTime() + 7 * 3_600_000);
  return vietnam.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** VNPay asks for unaccented text without special characters in vnp_OrderInfo. */
function orderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 \-_.:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** vnp_ResponseCode to our failure reasons (VNPay's table; docs/payments.md#vnpay). */
const FAILURES: Record<string, PaymentFailureReason> = {
  '11': 'expired',
  '24': 'cancelled',
  '51': 'insufficient_funds',
};

export function createVnpayGateway(config: VnpayConfig) {
  const matches = (params: Params) => {
    const given = (params.vnp_SecureHash ?? '').toLowerCase();
    const expected = vnpaySignature(params, config.hashSecret);
    return (
      given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    );
  };

  const gateway: PaymentGateway & { verify(params: Params): NotificationVerdict | null } = {
    method: 'vnpay',
    currency: 'VND',
    gatewayAmount: (amountVnd) => amountVnd * 100,

    async startCheckout(order: GatewayOrder): Promise<CheckoutStart> {
      const params: Params = {
        vnp_Version: '2.1.0',
        vnp_Command: 'pay',
        vnp_TmnCode: config.tmnCode,
        vnp_Amount: String(order.amount),
        vnp_CreateDate: vnpayDate(order.createdAt),
        vnp_ExpireDate: vnpayDate(new Date(order.createdAt.getTime() + VNPAY_PAGE_LIFETIME_MS)),
        vnp_CurrCode: 'VND',
        vnp_IpAddr: order.clientIp,
        vnp_Locale: order.language === 'vi' ? 'vn' : 'en',
        vnp_OrderInfo: orderInfo(`Studio AI ${order.description}`),
        vnp_OrderType: 'other',
        vnp_ReturnUrl: config.returnUrl,
        vnp_TxnRef: order.paymentId,
      };
      const query = new URLSearchParams(vnpayCanonical(params));
      query.append('vnp_SecureHash', vnpaySignature(params, config.hashSecret));
      return { redirectUrl: `${config.paymentUrl}?${query}`, reference: null };
    },

    /** The verdict of an IPN or a return, or null when its signature or terminal is not ours. */
    verify(params) {
      if (!matches(params) || params.vnp_TmnCode !== config.tmnCode) return null;
      const paid = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
      return {
        paymentId: params.vnp_TxnRef ?? '',
        amount: integerAmount(params.vnp_Amount),
        // VNPay 2.1.0 takes VND only and its IPN names no currency; one it does name is compared.
        currency: params.vnp_CurrCode ?? 'VND',
        result: paid ? 'paid' : 'failed',
        failureReason: paid ? undefined : (FAILURES[params.vnp_ResponseCode ?? ''] ?? 'declined'),
        reference: params.vnp_TransactionNo ?? null,
      };
    },
  };
  return gateway;
}
export type VnpayGateway = ReturnType<typeof createVnpayGateway>;
