/**
 * Follows one payment until the gateway's notification has settled it: GET /api/payments/:id
 * every POLL_INTERVAL_MS while it is pending (the result pages wait on it, since the browser's
 * return may arrive before the notification).
 */
import { useEffect, useState } from 'react';
import type { PaymentView } from '../../../common/contracts/payments';
import { ApiError } from '../../lib/api/api-error';
import { billingApi } from './billing.api';

/** How often a pending payment is asked again, in ms. */
export const POLL_INTERVAL_MS = 1_500;
/** After this long pending, the page says the gateway is late (it keeps asking), in ms. */
export const SLOW_CONFIRMATION_MS = 30_000;

export type PaymentStatusState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'ready'; payment: PaymentView; slow: boolean };

export function usePaymentStatus(paymentId: string | null): PaymentStatusState {
  const [state, setState] = useState<PaymentStatusState>({ status: 'loading' });
  useEffect(() => {
    if (!paymentId) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const payment = await billingApi.payment(paymentId, controller.signal);
        const slow = Date.now() - started > SLOW_CONFIRMATION_MS;
        setState({ status: 'ready', payment, slow });
        if (payment.status === 'pending') timer = setTimeout(poll, POLL_INTERVAL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) setState({ status: 'signed-out' });
        else if (error instanceof ApiError && error.isNetworkError)
          timer = setTimeout(poll, POLL_INTERVAL_MS);
        else setState({ status: 'error' });
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [paymentId]);
  return paymentId ? state : { status: 'error' };
}
