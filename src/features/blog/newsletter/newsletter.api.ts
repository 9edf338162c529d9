/**
 * The newsletter's API calls (common/contracts/newsletter.ts). Apart from the blog's: its paths
 * come with the contract's zod schemas, which only the newsletter's forms and pages load.
 */
import { NEWSLETTER_PATHS, type NewsletterResponse } from '../../../../common/contracts/newsletter';
import { apiRequest } from '../../../lib/api/client';
import type { Language } from '../../../lib/i18n/languages';

export const newsletterApi = {
  signup: (email: string, language: Language) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.signup, {
      body: { email, language },
      auth: false,
    }),
  confirm: (token: string) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.confirm, { body: { token }, auth: false }),
  unsubscribe: (token: string) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.unsubscribe, { body: { token }, auth: false }),
};
