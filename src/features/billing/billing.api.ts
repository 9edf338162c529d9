/** The pricing, checkout and payment calls (common/contracts/payments.ts). */
import type {
  CheckoutRequest,
  CheckoutResponse,
  PaymentList,
  PaymentView,
  PlansResponse,
} from '../../../common/contracts/payments';
import { apiRequest } from '../../lib/api/client';

export const billingApi = {
  /** With a token, the server marks the user's plan (current, upgrade, downgrade). */
  plans: (signal?: AbortSignal) => apiRequest<PlansResponse>('/api/plans', { signal }),
  checkout: (request: CheckoutRequest) =>
    apiRequest<CheckoutResponse>('/api/payments/checkout', { body: request }),
  payments: (signal?: AbortSignal) => apiRequest<PaymentList>('/api/payments', { signal }),
  payment: (id: string, signal?: AbortSignal) =>
    apiRequest<PaymentView>(`/api/payments/${encodeURIComponent(id)}`, { signal }),
};
