/**
 * GET /api/dev/outbox: the mails the server kept instead of sending them (no SMTP_URL), for the
 * /dev-tools page. Not served in production.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth';

export const devOutboxQuerySchema = z.object({
  /** Only the mails to this address (compared trimmed and lower-cased). */
  to: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).optional(),
});

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Newest first, at most DEV_OUTBOX_PAGE_SIZE mails. */
export const devOutboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;

export const DEV_OUTBOX_PAGE_SIZE = 100;
