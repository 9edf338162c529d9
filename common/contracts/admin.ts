/**
 * The admin calls about users (/api/admin/..., docs/admin.md): statistics, search, details and
 * updates, credit adjustments, and the paging and date-range rules every admin list shares.
 * Users' activity is in admin-user-activity.ts.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  USER_LANGUAGES,
  userSchema,
} from './auth';

/** Admin lists default to 50 a page (docs/product-rules.md#blog-lists). */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;
/** One page of an admin list: `limit` rows (50 unless asked, at most 200) from `offset`. */
export const adminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

/** What every paged admin answer carries beside its rows. */
export const adminPageSchema = z.object({
  /** Matches in all, for paging. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/**
 * A time range filter of the admin lists: `start_date` inclusive, `end_date` exclusive, both ISO
 * 8601 (a date alone is midnight UTC). Use with `startBeforeEnd`.
 */
export const adminDateRangeFields = {
  start_date: z.coerce.date().optional(),
  end_date: z.coerce.date().optional(),
};

/** A range whose start is not before its end matches nothing: it is refused as a typo. */
export const startBeforeEnd: [
  (range: { start_date?: Date; end_date?: Date }) => boolean,
  { message: string; path: string[] },
] = [
  ({ start_date: start, end_date: end }) => !start || !end || start.getTime() < end.getTime(),
  { message: 'start_date must be before end_date', path: ['end_date'] },
];

export const userStatisticsSchema = z.object({
  total_users: z.number().int(),
  verified_users: z.number().int(),
  /** Accounts with the is_admin flag or an e-mail in the server's ADMIN_EMAILS. */
  admin_users: z.number().int(),
  new_users_last_7_days: z.number().int(),
  new_users_last_30_days: z.number().int(),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const adminUserSchema = userSchema.extend({
  updated_at: z.string(),
  /** Whether e-mail + password sign-in works (Google-only accounts have no password). */
  password_set: z.boolean(),
  /** An admin disabled the account: no sign-in, session or API token works (docs/admin.md). */
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSearchQuerySchema = adminPageQuerySchema.extend({
  /** Part of the e-mail, case-insensitive; no longer than an address. */
  email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  /** Part of the name, case-insensitive; no longer than a name. */
  name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  /** The plan in force now (`plan_id` of the answer: a lapsed paid plan is the free trial). */
  plan: z.enum(PLAN_IDS).optional(),
  is_verified: z.stringbool().optional(),
});
export type AdminUserSearchQuery = z.infer<typeof adminUserSearchQuerySchema>;

export const adminUserSearchResponseSchema = adminPageSchema.extend({
  users: z.array(adminUserSchema),
});
export type AdminUserSearchResponse = z.infer<typeof adminUserSearchResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid() });

export const adminUserUpdateSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(NAME_MIN_LENGTH, 'validation.nameMin')
      .max(NAME_MAX_LENGTH, 'validation.nameMax')
      .optional(),
    is_verified: z.boolean().optional(),
    is_admin: z.boolean().optional(),
    language: z.enum(USER_LANGUAGES).optional(),
    /** True ends the account's sessions and refuses its sign-ins and API tokens. */
    disabled: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminDashboardSummarySchema = z.object({
  users: userStatisticsSchema,
  /** The newest sign-ups, newest first. */
  recent_users: z.array(adminUserSchema),
});
export type AdminDashboardSummary = z.infer<typeof adminDashboardSummarySchema>;

/** The most credits one adjustment adds or removes (a typo guard, not a business limit). */
export const ADMIN_CREDIT_ADJUSTMENT_MAX = 100_000;
/** Why credits were adjusted, kept in the audit log. */
export const ADJUSTMENT_REASON_MIN_LENGTH = 3;
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

export const adminCreditAdjustmentSchema = z.strictObject({
  /** Credits to add (positive) or remove (negative); never zero. */
  amount: z
    .number()
    .int()
    .min(-ADMIN_CREDIT_ADJUSTMENT_MAX)
    .max(ADMIN_CREDIT_ADJUSTMENT_MAX)
    .refine((amount) => amount !== 0, { message: 'amount must not be zero' }),
  reason: z.string().trim().min(ADJUSTMENT_REASON_MIN_LENGTH).max(ADJUSTMENT_REASON_MAX_LENGTH),
});
export type AdminCreditAdjustment = z.infer<typeof adminCreditAdjustmentSchema>;

export const adminCreditAdjustmentResponseSchema = z.object({
  credits_before: z.number().int(),
  credits_after: z.number().int(),
  amount: z.number().int(),
});
export type AdminCreditAdjustmentResponse = z.infer<typeof adminCreditAdjustmentResponseSchema>;
