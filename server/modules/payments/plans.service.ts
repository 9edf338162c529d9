/**
 * GET /api/plans: the table of common/plans.ts as the pricing pages read it, with the signed-in
 * user's plan marked (current, upgrade or downgrade against it).
 */
import { ANNUAL_BILLING_DISCOUNT_PERCENT } from '../../../common/credits';
import {
  PLAN_NAMES,
  type PaymentMethod,
  type PlanFeature,
  type PlanView,
  type PlansResponse,
} from '../../../common/contracts/payments';
import {
  annualMonthlyPriceVnd,
  CREDIT_LIFETIME_MONTHS,
  CREDIT_PACK_LIST,
  effectivePlanId,
  FAIR_USE_CREDITS_PER_MONTH,
  periodPriceVnd,
  type Plan,
  PLAN_LIST,
  type PlanId,
  planRelation,
  VAT_PERCENT,
} from '../../../common/plans';

/** What the pricing page needs to know of the signed-in user. */
export interface PlanHolder {
  planId: PlanId;
  planEndsAt: Date | null;
  credits: number;
}

/** Only what works today is listed (a plan never promises a feature still being built). */
function featuresOf(plan: Plan): PlanFeature[] {
  const features: PlanFeature[] = [];
  if (plan.id === 'enterprise') features.push('custom_contract');
  features.push(plan.monthlyCredits === null ? 'unlimited_credits' : 'monthly_credits');
  features.push(plan.gates.watermark ? 'watermark' : 'no_watermark');
  features.push('image_size', 'video_resolution');
  if (plan.gates.batch) features.push('batch');
  if (plan.gates.priority) features.push('priority');
  features.push('api_access');
  return features;
}

function planView(plan: Plan, current: PlanId | null): PlanView {
  const monthly = plan.monthlyPriceVnd;
  return {
    id: plan.id,
    name: PLAN_NAMES[plan.id],
    monthly_price_vnd: monthly,
    annual_monthly_price_vnd: monthly === null ? null : annualMonthlyPriceVnd(monthly),
    annual_price_vnd: periodPriceVnd(plan, 'annual'),
    credits: plan.id === 'free_trial' ? 5 : plan.monthlyCredits,
    fair_use_credits: plan.monthlyCredits === null ? FAIR_USE_CREDITS_PER_MONTH : null,
    features: featuresOf(plan),
    gates: {
      watermark: plan.gates.watermark,
      max_image_edge_px: plan.gates.maxImageEdgePx,
      max_video_resolution: plan.gates.maxVideoResolution,
      batch: plan.gates.batch,
      priority: plan.gates.priority,
      api_tokens: plan.gates.apiTokens,
      api_rate_limit_per_minute: plan.gates.apiRateLimitPerMinute,
    },
    purchasable: plan.purchasable,
    inactive: plan.id === 'free_trial',
    current: current === plan.id,
    relation: current === null ? null : planRelation(plan.id, current),
  };
}

export function createPlansService(options: {
  paymentMethods: readonly PaymentMethod[];
  paypalVndPerUsd: number | null;
}) {
  return {
    list(user: PlanHolder | null, now: Date): PlansResponse {
      const current = user ? effectivePlanId(user.planId, user.planEndsAt, now) : null;
      return {
        plans: PLAN_LIST.map((plan) => planView(plan, current)),
        packs: CREDIT_PACK_LIST.map((pack) => ({
          id: pack.id,
          credits: pack.credits,
          price_vnd: pack.priceVnd,
        })),
        vat_percent: VAT_PERCENT,
        annual_discount_percent: ANNUAL_BILLING_DISCOUNT_PERCENT,
        credit_lifetime_months: CREDIT_LIFETIME_MONTHS,
        payment_methods: [...options.paymentMethods],
        paypal_vnd_per_usd: options.paypalVndPerUsd,
        current_plan:
          user && current
            ? {
                id: current,
                ends_at: current === 'free_trial' ? null : (user.planEndsAt?.toISOString() ?? null),
                balance: user.credits,
              }
            : null,
      };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
