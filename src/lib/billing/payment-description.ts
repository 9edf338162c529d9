/** A payment's one line in the user's language: the plan and its months, or the pack. */
import type { TFunction } from 'i18next';
import type { PaymentView } from '../../../common/contracts/payments';

export function paymentDescription(t: TFunction, payment: PaymentView): string {
  if (payment.kind === 'pack') return t('checkout.packLine', { count: payment.credits ?? 0 });
  return t('checkout.planLine', {
    plan: t(`plans.${payment.plan_id}.name`),
    period: t(payment.period === 'annual' ? 'checkout.periodAnnual' : 'checkout.periodMonthly'),
  });
}
