/**
 * The admin audit log (docs/admin.md#audit-log): every admin write, who did it and when, with the
 * changed fields before and after (never a secret).
 */
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin';

/** What an admin did. Stored in admin_audit.action: do not rename, add new ones. */
export const ADMIN_AUDIT_ACTIONS = [
  'user.update',
  'user.credits_adjust',
  'engine.update',
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

export const adminAuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
    admin_id: z.uuid().optional(),
    action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
    target_type: z.enum(ADMIN_AUDIT_TARGETS).optional(),
    target_id: z.string().trim().min(1).max(AUDIT_TARGET_ID_MAX_LENGTH).optional(),
    /** Rows written at or after this instant (ISO 8601). */
    start_date: z.coerce.date().optional(),
    /** Rows written before this instant (ISO 8601; exclusive). */
    end_date: z.coerce.date().optional(),
  })
  .refine(
    ({ start_date: start, end_date: end }) => !start || !end || start.getTime() < end.getTime(),
    { message: 'start_date must be before end_date', path: ['end_date'] },
  );
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

export const adminAuditResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
