/**
 * Newsletter signup with double opt-in. The signup is answered before any lookup, the same for
 * every address; the lookup and the confirmation mail run in the background, so neither the
 * answer nor its timing tells whether an address is subscribed (as for password resets).
 */
import type { NewsletterResponse, NewsletterSignup } from '../../../common/contracts/newsletter';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { PATHS } from '../../../common/routes';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import { normalizeEmail } from '../auth/email-address';
import type { MailService } from '../mail/mail.service';
import {
  generateConfirmToken,
  hashConfirmToken,
  type UnsubscribeTokens,
} from './newsletter-tokens';
import type { NewsletterRepository } from './newsletter.repository';

/** How long a confirmation link works, in days. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

export interface NewsletterDependencies {
  subscriptions: NewsletterRepository;
  unsubscribeTokens: UnsubscribeTokens;
  mail: MailService;
  background: BackgroundTasks;
  clock: Clock;
  publicUrl: string;
}

const invalidLink = () =>
  new HttpError(
    400,
    ERROR_CODES.invalidNewsletterToken,
    'This link is not valid or has expired. Please sign up again.',
  );

const success = (message: string): NewsletterResponse => ({ status: 'success', message });

export function createNewsletterService(deps: NewsletterDependencies) {
  const { subscriptions, unsubscribeTokens, mail, background, clock, publicUrl } = deps;
  const pageUrl = (path: string, token: string) =>
    `${publicUrl}${path}?${new URLSearchParams({ token }).toString()}`;

  async function mailConfirmation({ email, language }: NewsletterSignup): Promise<void> {
    const token = generateConfirmToken();
    const subscriptionId = await subscriptions.makePending({
      email,
      language,
      confirmTokenHash: hashConfirmToken(token),
      confirmExpiresAt: new Date(clock().getTime() + NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS),
    });
    // Subscribed already: nothing to confirm, and nothing that tells a stranger so.
    if (!subscriptionId) return;
    await mail.sendNewsletterConfirmation(
      { email, language },
      {
        confirmUrl: pageUrl(PATHS.newsletterConfirm, token),
        unsubscribeUrl: pageUrl(
          PATHS.newsletterUnsubscribe,
          unsubscribeTokens.tokenFor(subscriptionId),
        ),
        validDays: NEWSLETTER_CONFIRM_TTL_DAYS,
      },
    );
  }

  return {
    subscribe(signup: NewsletterSignup): NewsletterResponse {
      const email = normalizeEmail(signup.email);
      background.run('newsletter confirmation mail', () =>
        mailConfirmation({ email, language: signup.language }),
      );
      return success('Check your inbox: a link to confirm the subscription is on its way.');
    },

    async confirm(token: string): Promise<NewsletterResponse> {
      if (!(await subscriptions.confirm(hashConfirmToken(token), clock()))) throw invalidLink();
      return success('Your subscription is confirmed.');
    },

    async unsubscribe(token: string): Promise<NewsletterResponse> {
      const subscriptionId = unsubscribeTokens.subscriptionOf(token);
      if (!subscriptionId || !(await subscriptions.unsubscribe(subscriptionId, clock()))) {
        throw invalidLink();
      }
      return success('You are unsubscribed and will receive no more newsletters.');
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
