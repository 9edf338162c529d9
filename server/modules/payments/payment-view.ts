/**
 * A payment row as the API shows it (common/contracts/payments.ts): the user's payment list and
 * result pages, the webhook and the admin's page of a user all read it from here.
 */
import {
  PLAN_NAMES,
  type PaymentFailureReason,
  type PaymentMethod,
  type PaymentView,
} from '../../../common/contracts/payments';
import type { PlanId } from '../../../common/plans';
import type { PaymentRecord } from './payments.repository';

/** An English line for the API and the gateway's page (ASCII, as VNPay asks). */
export function describePayment(
  payment: Pick<PaymentRecord, 'kind' | 'planId' | 'period' | 'credits'>,
) {
  if (payment.kind === 'pack') return `Credit pack: ${payment.credits} credits`;
  const period = payment.period === 'annual' ? '12 months' : '1 month';
  return `${PLAN_NAMES[payment.planId as PlanId]} plan, ${period}`;
}

/** `balance` is the account's balance now (the success page shows it). */
export function toPaymentView(payment: PaymentRecord, balance: number): PaymentView {
  const gatewayAmount =
    payment.gatewayCurrency === 'VND'
      ? null
      : `${(payment.gatewayAmount / 100).toFixed(2)} ${payment.gatewayCurrency}`;
  return {
    id: payment.id,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
    kind: payment.kind as PaymentView['kind'],
    plan_id: payment.planId as PaymentView['plan_id'],
    period: payment.period as PaymentView['period'],
    pack_id: payment.packId as PaymentView['pack_id'],
    description: describePayment(payment),
    amount_vnd: payment.amountVnd,
    gateway_amount: gatewayAmount,
    status: payment.status as PaymentView['status'],
    failure_reason: payment.failureReason as PaymentFailureReason | null,
    credits: payment.credits,
    method: payment.method as PaymentMethod,
    period_ends_at: payment.periodEndsAt?.toISOString() ?? null,
    balance,
  };
}
