/**
 * The plans and credit packs: prices, credits and what each plan unlocks, stated once and read
 * by the server (grants, gates, checkout) and the PWA (pricing pages). Why these numbers is in
 * the README ("Plans and prices"). Prices are VND; a plan's annual price is per month, billed
 * for 12 months at once, ANNUAL_BILLING_DISCOUNT_PERCENT less than monthly.
 */
import { ANNUAL_BILLING_DISCOUNT_PERCENT } from './credits';

export const PLAN_IDS = [
  'free_trial',
  'basic',
  'starter',
  'pro',
  'professional',
  'premium',
  'enterprise',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plan of an account that has bought nothing (or whose paid period ended). */
export const DEFAULT_PLAN_ID: PlanId = 'free_trial';

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Months a bought period lasts; a plan grants its credits once at the start of each month. */
export const BILLING_PERIOD_MONTHS: Readonly<Record<BillingPeriod, number>> = {
  monthly: 1,
  annual: 12,
};

/** Highest video resolution a plan may ask for (the studio's two: 480p standard, 1080p HD). */
export type VideoResolutionCap = '480p' | '1080p';

/** What a plan unlocks; every gate is enforced by the server, the pages only show it. */
export interface PlanGates {
  /** Results are watermarked (the free trial only). */
  watermark: boolean;
  /** Long edge of a picture result, in pixels; larger results are scaled down to it. */
  maxImageEdgePx: number;
  /** Highest resolution of an image-to-video clip. */
  maxVideoResolution: VideoResolutionCap;
  /** Several outputs in one request (try-on: one garment on up to 8 models, or 8 garments on one). */
  batch: boolean;
  /** Jobs of a plan with priority are taken from the queue before those without. */
  priority: boolean;
  /** API tokens an account may hold at once. */
  apiTokens: number;
  /** Highest rate limit a token of the plan may be given, requests per minute (1..1000). */
  apiRateLimitPerMinute: number;
}

export interface Plan {
  id: PlanId;
  /**
   * Price of one month, VND, when bought monthly; 0 for the free trial; null for enterprise
   * (priced per contract: 'custom, contact us').
   */
  monthlyPriceVnd: number | null;
  /**
   * Credits granted at the start of each month of a paid period; null is unlimited, held to
   * FAIR_USE_CREDITS_PER_MONTH. The free trial grants FREE_TRIAL_CREDITS once, at verification.
   */
  monthlyCredits: number | null;
  gates: PlanGates;
  /** Sold at checkout; the free trial and enterprise are not. */
  purchasable: boolean;
}

/**
 * "Unlimited" plans are held to this many credits' worth of generations per calendar month of
 * their period, so that one account cannot run the hosted engines without bound; the pricing
 * page states it.
 */
export const FAIR_USE_CREDITS_PER_MONTH = 3_000;

/** Largest batch of outputs in one request, on plans with batch processing. */
export const MAX_BATCH_OUTPUTS = 8;

const FREE_GATES: PlanGates = {
  watermark: true,
  maxImageEdgePx: 1024,
  maxVideoResolution: '480p',
  batch: false,
  priority: false,
  apiTokens: 1,
  apiRateLimitPerMinute: 10,
};

/** Paid plans differ only where stated: no watermark, full size, 1080p video. */
const PAID_GATES: PlanGates = {
  watermark: false,
  maxImageEdgePx: 2048,
  maxVideoResolution: '1080p',
  batch: false,
  priority: false,
  apiTokens: 2,
  apiRateLimitPerMinute: 30,
};

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free_trial: {
    id: 'free_trial',
    monthlyPriceVnd: 0,
    monthlyCredits: 0,
    gates: FREE_GATES,
    purchasable: false,
  },
  basic: {
    id: 'basic',
    monthlyPriceVnd: 99_000,
    monthlyCredits: 40,
    gates: PAID_GATES,
    purchasable: true,
  },
  starter: {
    id: 'starter',
    monthlyPriceVnd: 249_000,
    monthlyCredits: 110,
    gates: { ...PAID_GATES, batch: true, apiTokens: 3, apiRateLimitPerMinute: 60 },
    purchasable: true,
  },
  pro: {
    id: 'pro',
    monthlyPriceVnd: 499_000,
    monthlyCredits: 240,
    gates: {
      ...PAID_GATES,
      batch: true,
      priority: true,
      apiTokens: 5,
      apiRateLimitPerMinute: 120,
    },
    purchasable: true,
  },
  professional: {
    id: 'professional',
    monthlyPriceVnd: 999_000,
    monthlyCredits: 520,
    gates: {
      ...PAID_GATES,
      batch: true,
      priority: true,
      apiTokens: 10,
      apiRateLimitPerMinute: 300,
    },
    purchasable: true,
  },
  premium: {
    id: 'premium',
    monthlyPriceVnd: 1_999_000,
    monthlyCredits: null,
    gates: {
      ...PAID_GATES,
      batch: true,
      priority: true,
      apiTokens: 20,
      apiRateLimitPerMinute: 600,
    },
    purchasable: true,
  },
  enterprise: {
    id: 'enterprise',
    monthlyPriceVnd: null,
    monthlyCredits: null,
    gates: {
      ...PAID_GATES,
      batch: true,
      priority: true,
      apiTokens: 50,
      apiRateLimitPerMinute: 1000,
    },
    purchasable: false,
  },
};

/** The plans in the order the pricing page shows them (cheapest first). */
export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/**
 * A month's price when the plan is bought for a year: ANNUAL_BILLING_DISCOUNT_PERCENT off,
 * rounded down to a whole thousand đồng (how Vietnamese prices are written).
 */
export function annualMonthlyPriceVnd(monthlyPriceVnd: number): number {
  const discounted = (monthlyPriceVnd * (100 - ANNUAL_BILLING_DISCOUNT_PERCENT)) / 100;
  return Math.floor(discounted / 1000) * 1000;
}

/** What a period of a plan costs in all, VND (an annual period is twelve discounted months). */
export function periodPriceVnd(plan: Plan, period: BillingPeriod): number | null {
  if (plan.monthlyPriceVnd === null) return null;
  const perMonth =
    period === 'annual' ? annualMonthlyPriceVnd(plan.monthlyPriceVnd) : plan.monthlyPriceVnd;
  return perMonth * BILLING_PERIOD_MONTHS[period];
}

/** Where a plan stands against the user's own: the pricing page's label. */
export type PlanRelation = 'current' | 'upgrade' | 'downgrade';

export function planRelation(plan: PlanId, current: PlanId): PlanRelation {
  const order = PLAN_IDS.indexOf(plan) - PLAN_IDS.indexOf(current);
  if (order === 0) return 'current';
  return order > 0 ? 'upgrade' : 'downgrade';
}

export const CREDIT_PACK_IDS = ['pack_20', 'pack_60', 'pack_150'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];

/** A top-up: credits bought once, on any plan, kept as long as plan credits (see CREDIT_LIFETIME_MONTHS). */
export interface CreditPack {
  id: CreditPackId;
  credits: number;
  priceVnd: number;
}

export const CREDIT_PACKS: Readonly<Record<CreditPackId, CreditPack>> = {
  pack_20: { id: 'pack_20', credits: 20, priceVnd: 59_000 },
  pack_60: { id: 'pack_60', credits: 60, priceVnd: 159_000 },
  pack_150: { id: 'pack_150', credits: 150, priceVnd: 369_000 },
};

export const CREDIT_PACK_LIST: readonly CreditPack[] = CREDIT_PACK_IDS.map(
  (id) => CREDIT_PACKS[id],
);

/**
 * Credits roll over: every grant (the free trial, a plan's month, a pack) can be spent for this
 * many months from the day it was granted, and the oldest grants are spent first. What is left
 * of a grant when it lapses leaves the balance as an expiry row of the ledger.
 */
export const CREDIT_LIFETIME_MONTHS = 12;

/**
 * VAT included in every listed price, stated at checkout. 10 % is Vietnam's standard rate; the
 * company's accountant must confirm it before launch (some software services are exempt).
 */
export const VAT_PERCENT = 10;

/**
 * The plan an account is on at `now`: its paid plan until the period's end, the free trial
 * after it (or when it never bought one).
 */
export function effectivePlanId(planId: PlanId, planEndsAt: Date | null, now: Date): PlanId {
  if (planId === DEFAULT_PLAN_ID) return planId;
  return planEndsAt !== null && planEndsAt > now ? planId : DEFAULT_PLAN_ID;
}
