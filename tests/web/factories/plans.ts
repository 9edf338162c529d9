/** GET /api/plans as the server answers a guest, built by the server's own plans service. */
import type { PaymentMethod, PlansResponse } from '../../../common/contracts/payments';
import { createPlansService } from '../../../server/modules/payments/plans.service';

export function plansResponse(paymentMethods: PaymentMethod[] = ['sandbox']): PlansResponse {
  return createPlansService({ paymentMethods, paypalVndPerUsd: null }).list(null, new Date());
}
