/**
 * Plans, checkout and payments over HTTP (docs/payments.md): GET /api/plans (public),
 * POST /api/payments/checkout, GET /api/payments and GET /api/payments/:id. Prices are whole
 * đồng, VAT included (VAT_PERCENT).
 */
import { z } from 'zod';
import {
  BILLING_PERIODS,
  CREDIT_PACK_IDS,
  PLAN_IDS,
  type PlanId,
  type PlanRelation,
} from '../plans';

/** The gateways a payment can go through (PAYMENT_PROVIDERS turns each on). */
export const PAYMENT_METHODS = ['sandbox', 'vnpay', 'momo', 'stripe', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Stored in `payments.status`; do not rename. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a payment failed, as a stable code the result page says in words (do not rename):
 * the buyer cancelled, the gateway declined, no notification came in time, the notified amount
 * was not the order's, or something else the gateway reported.
 */
export const PAYMENT_FAILURE_REASONS = [
  'cancelled',
  'declined',
  'insufficient_funds',
  'expired',
  'timeout',
  'amount_mismatch',
  'gateway_error',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** What a plan offers, as stable keys the pricing page words (with the plan's numbers). */
export const PLAN_FEATURES = [
  'monthly_credits',
  'unlimited_credits',
  'watermark',
  'no_watermark',
  'image_size',
  'video_resolution',
  'batch',
  'priority',
  'api_access',
  'custom_contract',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The plan names in English (the PWA shows its own words for them). */
export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  free_trial: 'Free trial',
  basic: 'Basic',
  starter: 'Starter',
  pro: 'Pro',
  professional: 'Professional',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export const planViewSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** null: enterprise, priced per contract ('custom, contact us'). */
  monthly_price_vnd: z.number().int().nullable(),
  annual_monthly_price_vnd: z.number().int().nullable(),
  /** What a whole annual period costs. */
  annual_price_vnd: z.number().int().nullable(),
  /** Credits granted each month; null is unlimited, held to `fair_use_credits`. */
  credits: z.number().int().nullable(),
  fair_use_credits: z.number().int().nullable(),
  features: z.array(z.enum(PLAN_FEATURES)),
  gates: z.object({
    watermark: z.boolean(),
    max_image_edge_px: z.number().int(),
    max_video_resolution: z.string(),
    batch: z.boolean(),
    priority: z.boolean(),
    api_tokens: z.number().int(),
    api_rate_limit_per_minute: z.number().int(),
  }),
  /** Can be bought at checkout (not the free trial, not enterprise). */
  purchasable: z.boolean(),
  /** Not on offer to choose: the free trial, which every account gets once on its own. */
  inactive: z.boolean(),
  /** With a signed-in user: is this the user's plan now. */
  current: z.boolean(),
  /** With a signed-in user: the label against the user's plan; null for a guest. */
  relation: z.enum(['current', 'upgrade', 'downgrade']).nullable(),
});
export type PlanView = z.infer<typeof planViewSchema>;
export type { PlanRelation };

export const packViewSchema = z.object({
  id: z.enum(CREDIT_PACK_IDS),
  credits: z.number().int(),
  price_vnd: z.number().int(),
});
export type PackView = z.infer<typeof packViewSchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planViewSchema),
  packs: z.array(packViewSchema),
  vat_percent: z.number(),
  annual_discount_percent: z.number(),
  credit_lifetime_months: z.number().int(),
  /** The gateways this server takes, the default first. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** VND per US dollar, for PayPal (which does not take VND); null when PayPal is off. */
  paypal_vnd_per_usd: z.number().nullable(),
  /** With a signed-in user: the plan and when its period ends. */
  current_plan: z
    .object({ id: z.enum(PLAN_IDS), ends_at: z.string().nullable(), balance: z.number().int() })
    .nullable(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutRequestSchema = z.union([
  z.strictObject({
    plan_id: z.enum(PLAN_IDS),
    period: z.enum(BILLING_PERIODS),
    method: z.enum(PAYMENT_METHODS),
    accept_terms: z.literal(true),
  }),
  z.strictObject({
    pack_id: z.enum(CREDIT_PACK_IDS),
    method: z.enum(PAYMENT_METHODS),
    accept_terms: z.literal(true),
  }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  payment_id: z.uuid(),
  redirect_url: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentViewSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  kind: z.enum(['plan', 'pack']),
  plan_id: z.enum(PLAN_IDS).nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  pack_id: z.enum(CREDIT_PACK_IDS).nullable(),
  /** English, for the API; the PWA words it from kind, plan, period and pack. */
  description: z.string(),
  amount_vnd: z.number().int(),
  /** What the gateway charged when it is not VND (PayPal: '12.34 USD'); else null. */
  gateway_amount: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  failure_reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  /** Credits it grants (a plan: per month); null is unlimited. */
  credits: z.number().int().nullable(),
  method: z.enum(PAYMENT_METHODS),
  /** A plan's paid period, once completed. */
  period_ends_at: z.string().nullable(),
  /** The account's balance now (the success page shows it). */
  balance: z.number().int(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentViewSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;
