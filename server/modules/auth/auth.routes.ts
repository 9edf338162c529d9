/** POST /auth/register, POST /auth/login, GET /auth/profile (docs/product-rules.md#api-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  userSchema,
} from '../../../common/contracts/auth';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import {
  LOGIN_ATTEMPTS_PER_IP_PER_15_MIN,
  LOGIN_FAILURES,
  REGISTRATIONS_PER_ACCOUNT_PER_HOUR,
  REGISTRATIONS_PER_IP_PER_HOUR,
} from './auth-limits';
import { type AuthGuards, sessionClientOf, signedInUser } from './auth.guards';
import type { AuthService } from './auth.service';
import { accountEmail } from './email-address';
import type { UserView } from './user-view';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: AuthGuards;
  attempts: AttemptLimiter;
  userView: UserView;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, guards, attempts, userView } = options;
  // A wrong password (401) slows its address down; a sign-in (2xx) clears that and remembers it.
  const loginThrottle = attempts.failedSignIns(LOGIN_FAILURES, accountEmail('username'));

  app.post(
    '/auth/register',
    {
      config: perIpLimit(REGISTRATIONS_PER_IP_PER_HOUR),
      preHandler: attempts.perAccount(REGISTRATIONS_PER_ACCOUNT_PER_HOUR, accountEmail('email')),
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification code is mailed to it',
        body: registerRequestSchema,
        response: { 200: registerResponseSchema },
      },
    },
    (request) => auth.register(request.body),
  );

  app.post(
    '/auth/login',
    {
      config: perIpLimit(LOGIN_ATTEMPTS_PER_IP_PER_15_MIN),
      preHandler: loginThrottle.check,
      onSend: loginThrottle.record,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail (as username) and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.login(request.body.username, request.body.password, sessionClientOf(request)),
  );

  app.get(
    '/auth/profile',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (checks the bearer token)',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema },
      },
    },
    (request) => userView.toResponse(signedInUser(request)),
  );
};
