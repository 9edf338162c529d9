/**
 * GET /api/dev/mailbox: the mails the server kept instead of sending them (no SMTP_URL), for the
 * /dev-tools page. Not served in production.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth';

export const devMailboxQuerySchema = z.object({
  /** Only the mails to this address (compared trimmed and lower-cased). */
  to: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).optional(),
});

export const devMailboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevMailboxMail = z.infer<typeof devMailboxMailSchema>;

/** Newest first, at most DEV_MAILBOX_PAGE_SIZE mails. */
export const devMailboxResponseSchema = z.object({ mails: z.array(devMailboxMailSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;

export const DEV_MAILBOX_PAGE_SIZE = 100;
