/**
 * The error contract between the API and the PWA (docs/architecture.md#errors,
 * docs/product-rules.md#error-catalogue).
 * GET errors carry `message`, POST/PUT/DELETE errors carry `detail`; both carry a stable
 * `code` that the client localises. Never rename a code: clients in the field depend on it.
 */
import { z } from 'zod';
import { FIELD_ISSUE_CODES } from '../studios/field-issues';

export * from './error-codes';

/** One field's problem as a code and its numbers (common/studios/field-issues.ts). */
export const fieldIssueSchema = z.object({
  code: z.enum(FIELD_ISSUE_CODES),
  values: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  one_of: z.array(z.string()).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  detail: z.string().optional(),
  /** Field-level problems of a failed validation, keyed by the field's path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The same fields' problems as codes, for the client to say in the user's language. */
  field_issues: z.record(z.string(), fieldIssueSchema).optional(),
  /** With `email_not_verified`: the account's e-mail, for the verify-otp screen. */
  email: z.string().optional(),
  /** With `rate_limited` and `otp_cooldown`: seconds until a retry can succeed (= Retry-After). */
  retry_after_s: z.number().int().optional(),
  /** With `plan_limit`: the plan gate the request needs (`batch`, `video_resolution`). */
  gate: z.string().optional(),
  /** With `plan_limit`: the plan in force, which does not have that gate. */
  plan: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
