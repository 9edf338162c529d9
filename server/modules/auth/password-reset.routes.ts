/** POST /auth/forgot-password and POST /auth/reset-password (docs/product-rules.md#api-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '../../../common/contracts/auth';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import {
  RESET_REQUESTS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  RESETS_PER_IP_PER_15_MIN,
} from './auth-limits';
import { accountEmail } from './email-address';
import type { PasswordResetService } from './password-reset.service';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
  attempts: AttemptLimiter;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset, attempts },
) => {
  app.post(
    '/auth/forgot-password',
    {
      config: perIpLimit(RESET_REQUESTS_PER_IP_PER_HOUR),
      preHandler: attempts.perAccount(RESET_REQUESTS_PER_ACCOUNT_PER_HOUR, accountEmail('email')),
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link; the answer is the same whether the account exists or not',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => passwordReset.requestReset(request.body.email),
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIpLimit(RESETS_PER_IP_PER_15_MIN),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed single-use token',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    ({ body }) => passwordReset.reset(body.email, body.reset_token, body.new_password),
  );
};
