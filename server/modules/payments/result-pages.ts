/**
 * Where a gateway's return sends the browser: the PWA's result pages, which poll the payment.
 * The return only chooses the page; it never grants (docs/payments.md#money-rules).
 */
import type { PaymentFailureReason } from '../../../common/contracts/payments';
import { PATHS } from '../../../common/routes';

export function resultPageFor(
  paymentId: string | null,
  result: 'paid' | 'failed',
  reason?: PaymentFailureReason | null,
): string {
  const query = new URLSearchParams(paymentId ? { payment_id: paymentId } : {});
  if (result === 'paid') return `${PATHS.paymentSuccess}?${query}`;
  if (reason === 'cancelled') return `${PATHS.paymentCancelled}?${query}`;
  query.set('reason', reason ?? 'gateway_error');
  return `${PATHS.paymentError}?${query}`;
}
