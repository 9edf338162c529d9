/** POST /api/newsletter, /api/newsletter/confirm and /api/newsletter/unsubscribe. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEWSLETTER_PATHS,
  newsletterResponseSchema,
  newsletterSignupSchema,
  newsletterTokenRequestSchema,
} from '../../../common/contracts/newsletter';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import { accountEmail } from '../auth/email-address';
import {
  NEWSLETTER_LINKS_PER_IP_PER_15_MIN,
  NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR,
  NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR,
} from './newsletter-limits';
import type { NewsletterService } from './newsletter.service';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
  attempts: AttemptLimiter;
}

const response = { 200: newsletterResponseSchema };

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { newsletter, attempts },
) => {
  app.post(
    NEWSLETTER_PATHS.signup,
    {
      config: perIpLimit(NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR),
      preHandler: attempts.perAccount(
        NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR,
        accountEmail('email'),
      ),
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up: mails a confirmation link; the same answer for every address',
        body: newsletterSignupSchema,
        response,
      },
    },
    (request) => newsletter.subscribe(request.body),
  );

  app.post(
    NEWSLETTER_PATHS.confirm,
    {
      config: perIpLimit(NEWSLETTER_LINKS_PER_IP_PER_15_MIN),
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the mailed token',
        body: newsletterTokenRequestSchema,
        response,
      },
    },
    (request) => newsletter.confirm(request.body.token),
  );

  app.post(
    NEWSLETTER_PATHS.unsubscribe,
    {
      config: perIpLimit(NEWSLETTER_LINKS_PER_IP_PER_15_MIN),
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token of any newsletter mail',
        body: newsletterTokenRequestSchema,
        response,
      },
    },
    (request) => newsletter.unsubscribe(request.body.token),
  );
};
