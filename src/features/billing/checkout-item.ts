/** What /checkout?plan=…&period=… or ?pack=… asks to buy, and its price (from GET /api/plans). */
import type { PlansResponse } from '../../../common/contracts/payments';
import { BILLING_PERIODS, type BillingPeriod } from '../../../common/plans';

export type CheckoutItem =
  | {
      kind: 'plan';
      planId: PlansResponse['plans'][number]['id'];
      period: BillingPeriod;
      priceVnd: number;
      credits: number | null;
      fairUse: number | null;
    }
  | {
      kind: 'pack';
      packId: PlansResponse['packs'][number]['id'];
      priceVnd: number;
      credits: number;
    };

export function checkoutItemOf(query: URLSearchParams, plans: PlansResponse): CheckoutItem | null {
  const packId = query.get('pack');
  if (packId) {
    const pack = plans.packs.find((candidate) => candidate.id === packId);
    return pack
      ? { kind: 'pack', packId: pack.id, priceVnd: pack.price_vnd, credits: pack.credits }
      : null;
  }
  const plan = plans.plans.find((candidate) => candidate.id === query.get('plan'));
  const period = (BILLING_PERIODS as readonly string[]).includes(query.get('period') ?? '')
    ? (query.get('period') as BillingPeriod)
    : 'monthly';
  if (!plan || !plan.purchasable) return null;
  const priceVnd = period === 'annual' ? plan.annual_price_vnd : plan.monthly_price_vnd;
  if (!priceVnd) return null;
  return {
    kind: 'plan',
    planId: plan.id,
    period,
    priceVnd,
    credits: plan.credits,
    fairUse: plan.fair_use_credits,
  };
}

/** The VAT inside a VAT-included price, rounded to the đồng. */
export function vatIncluded(priceVnd: number, vatPercent: number): number {
  return Math.round(priceVnd - priceVnd / (1 + vatPercent / 100));
}
