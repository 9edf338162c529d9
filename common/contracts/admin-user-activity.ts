/**
 * What the admin area reads about users' activity (docs/admin.md "A user's activity"): the
 * generation summary of many users, and one user's generations, payments and credit ledger.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { SERVICE_SLUGS } from '../studios/studios';
import {
  adminDateRangeFields,
  adminPageQuerySchema,
  adminPageSchema,
  startBeforeEnd,
} from './admin';
import { GENERATION_STATUSES } from './generations';
import { paymentViewSchema } from './payments';

/** The most generations a summary filter asks for (a typo guard). */
export const MIN_GENERATIONS_MAX = 1_000_000;

export const generationSummaryQuerySchema = adminPageQuerySchema.extend({
  /** Users whose plan in force now is this one. */
  plan_filter: z.enum(PLAN_IDS).optional(),
  /** Users with at least this many generations, of any status (0: every user). */
  min_generations: z.coerce.number().int().min(0).max(MIN_GENERATIONS_MAX).default(0),
});
export type GenerationSummaryQuery = z.infer<typeof generationSummaryQuerySchema>;

const countsByStatusSchema = z.object(
  Object.fromEntries(GENERATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof GENERATION_STATUSES)[number],
    z.ZodNumber
  >,
);

export const userGenerationSummarySchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string(),
  plan_id: z.enum(PLAN_IDS),
  /** Generations of any status. */
  total: z.number().int(),
  by_status: countsByStatusSchema,
  /** Per studio; a studio the user never used is absent. */
  by_service: z.partialRecord(z.enum(SERVICE_SLUGS), z.number().int()),
  /** Credits spent on generations: debits less the refunds of failed ones (the ledger's sum). */
  credits_used: z.number().int(),
  last_generation_at: z.string().nullable(),
});
export type UserGenerationSummary = z.infer<typeof userGenerationSummarySchema>;

export const generationSummaryResponseSchema = adminPageSchema.extend({
  users: z.array(userGenerationSummarySchema),
});
export type GenerationSummaryResponse = z.infer<typeof generationSummaryResponseSchema>;

export const userGenerationsQuerySchema = adminPageQuerySchema
  .extend({
    /** Generations requested at or after `start_date` and before `end_date`. */
    ...adminDateRangeFields,
  })
  .refine(...startBeforeEnd);
export type UserGenerationsQuery = z.infer<typeof userGenerationsQuerySchema>;

/** A generation as the admin sees it: what ran and how it went; no pictures, no inputs. */
export const adminGenerationSchema = z.object({
  id: z.uuid(),
  service: z.enum(SERVICE_SLUGS),
  status: z.enum(GENERATION_STATUSES),
  engine: z.string(),
  quality: z.enum(['preview', 'standard']),
  plan_id: z.enum(PLAN_IDS),
  credits_charged: z.number().int(),
  /** What the user was told when it failed; null otherwise. */
  error_code: z.string().nullable(),
  /** From the request to the end of the run; null while it runs. */
  processing_ms: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminGeneration = z.infer<typeof adminGenerationSchema>;

export const userGenerationsResponseSchema = adminPageSchema.extend({
  generations: z.array(adminGenerationSchema),
});
export type UserGenerationsResponse = z.infer<typeof userGenerationsResponseSchema>;

export const userPaymentsResponseSchema = adminPageSchema.extend({
  payments: z.array(paymentViewSchema),
});
export type UserPaymentsResponse = z.infer<typeof userPaymentsResponseSchema>;

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  /** Credits added (positive) or taken (negative). */
  delta: z.number().int(),
  balance_after: z.number().int(),
  /** One of LEDGER_REASONS (common/credits.ts); a string, so an older reason still shows. */
  reason: z.string(),
  payment_id: z.uuid().nullable(),
  generation_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const userLedgerResponseSchema = adminPageSchema.extend({
  entries: z.array(ledgerEntrySchema),
});
export type UserLedgerResponse = z.infer<typeof userLedgerResponseSchema>;
