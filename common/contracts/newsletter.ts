/**
 * Newsletter signup with double opt-in (docs/product-rules.md#product-and-users):
 * POST /api/newsletter mails a confirmation link; the link's page confirms, and every newsletter
 * mail carries a link that unsubscribes. The signup answer is the same whether the address is
 * subscribed already or not.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, USER_LANGUAGES } from './auth';

export const NEWSLETTER_PATHS = {
  signup: '/api/newsletter',
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

/** Texts are i18n keys of the `blog` namespace. */
export const newsletterSignupSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).email('newsletter.validation.email'),
  language: z.enum(USER_LANGUAGES).default('vi'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export const newsletterFormSchema = newsletterSignupSchema.pick({ email: true });

export const newsletterTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const newsletterResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
