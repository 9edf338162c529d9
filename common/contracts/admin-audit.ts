/**
 * The admin audit log (docs/admin.md#audit-log): every admin write, who did it and when, with the
 * changed fields before and after (never a secret).
 */
import { z } from 'zod';
import {
  adminDateRangeFields,
  adminPageQuerySchema,
  adminPageSchema,
  startBeforeEnd,
} from './admin';

/** What an admin did. Stored in admin_audit.action: do not rename, add new ones. */
export const ADMIN_AUDIT_ACTIONS = [
  'user.update',
  'user.credits_adjust',
  'engine.update',
  'engine.test',
  'blog.post_create',
  'blog.post_update',
  'blog.post_delete',
  'blog.category_create',
  'blog.category_update',
  'blog.category_delete',
  'blog.author_create',
  'blog.author_update',
  'blog.author_delete',
  'blog.tag_create',
  'blog.tag_update',
  'blog.tag_delete',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** What an audit row is about. Stored in admin_audit.target_type: do not rename. */
export const ADMIN_AUDIT_TARGETS = [
  'user',
  'engine',
  'blog_post',
  'blog_category',
  'blog_author',
  'blog_tag',
] as const;
export type AdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];

/** The longest target id a filter accepts (a uuid, a slug or a service name). */
export const AUDIT_TARGET_ID_MAX_LENGTH = 200;

export const adminAuditQuerySchema = adminPageQuerySchema
  .extend({
    admin_id: z.uuid().optional(),
    action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
    target_type: z.enum(ADMIN_AUDIT_TARGETS).optional(),
    target_id: z.string().trim().min(1).max(AUDIT_TARGET_ID_MAX_LENGTH).optional(),
    /** Rows written at or after `start_date` and before `end_date`. */
    ...adminDateRangeFields,
  })
  .refine(...startBeforeEnd);
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

const changedFieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  /** Null once the admin's account is erased. */
  admin_id: z.uuid().nullable(),
  admin_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: changedFieldsSchema,
  after: changedFieldsSchema,
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = adminPageSchema.extend({
  entries: z.array(adminAuditEntrySchema),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
