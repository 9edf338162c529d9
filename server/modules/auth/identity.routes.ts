/**
 * POST /auth/firebase/login, /auth/firebase/register and /auth/google/callback
 * (docs/product-rules.md#api-calls).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  firebaseAuthRequestSchema,
  firebaseAuthResponseSchema,
  googleCallbackRequestSchema,
} from '../../../common/contracts/auth';
import { perIpLimit } from '../../http/rate-limit';
import { IDENTITY_SIGN_INS_PER_IP_PER_15_MIN } from './auth-limits';
import { sessionClientOf } from './auth.guards';
import type { IdentityService } from './identity.service';

export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  // Both paths (docs/product-rules.md#api-calls) do the same: sign in, creating the account on
  // first use.
  for (const path of ['/auth/firebase/login', '/auth/firebase/register']) {
    app.post(
      path,
      {
        config: perIpLimit(IDENTITY_SIGN_INS_PER_IP_PER_15_MIN),
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a Firebase ID token; the account is created on first use',
          body: firebaseAuthRequestSchema,
          response: { 200: firebaseAuthResponseSchema },
        },
      },
      (request) =>
        identity.firebaseSignIn(
          request.body.idToken,
          request.body.userData,
          sessionClientOf(request),
        ),
    );
  }

  app.post(
    '/auth/google/callback',
    {
      config: perIpLimit(IDENTITY_SIGN_INS_PER_IP_PER_15_MIN),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google OAuth authorization code',
        body: googleCallbackRequestSchema,
        response: { 200: firebaseAuthResponseSchema },
      },
    },
    (request) =>
      identity.googleCallback(
        request.body.code,
        request.body.redirect_uri,
        sessionClientOf(request),
      ),
  );
};
