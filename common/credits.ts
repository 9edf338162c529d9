/**
 * Credit constants shared by the server and the PWA (docs/product-rules.md#credits). Every change
 * of a balance is a row of the server's credit ledger, tagged with one of LEDGER_REASONS.
 */
import { SERVICE_SLUGS, STUDIOS, type ServiceSlug } from './studios/studios';

/** Credits of the free trial: granted once per account, when its e-mail is verified. */
export const FREE_TRIAL_CREDITS = 5;

export const LEDGER_REASONS = {
  freeTrial: 'free_trial',
  /** The cost of a generation, debited when it is queued. */
  generation: 'generation',
  /** A failed generation's cost given back (once per generation, never for a success). */
  generationRefund: 'generation_refund',
  /** A month of a paid plan's credits (docs/payments.md#credits). */
  planCredits: 'plan_credits',
  /** A credit pack bought. */
  creditPack: 'credit_pack',
  /** What was left of a grant when it lapsed (credits roll over for CREDIT_LIFETIME_MONTHS). */
  creditExpiry: 'credit_expiry',
  /**
   * An admin's correction, with its reason in the audit log (docs/admin.md#credit-adjustments):
   * added credits are a grant that rolls over like any other; removed ones never take the
   * balance below zero.
   */
  adminAdjustment: 'admin_adjustment',
} as const;
export type LedgerReason = (typeof LEDGER_REASONS)[keyof typeof LEDGER_REASONS];

/**
 * Credits one generation costs, per service: each studio's `cost` in the registry (try-on,
 * body and hairstyle 1, video 2, image editing 1; docs/studios.md "Costs").
 */
export const GENERATION_CREDIT_COST = Object.fromEntries(
  SERVICE_SLUGS.map((service) => [service, STUDIOS[service].cost]),
) as Readonly<Record<ServiceSlug, number>>;

/**
 * Annual billing costs this much less than twelve monthly payments ('SAVE 20%',
 * docs/product-rules.md#credits).
 */
export const ANNUAL_BILLING_DISCOUNT_PERCENT = 20;
