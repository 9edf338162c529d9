/**
 * Wires the accounts feature: repositories -> services -> routes, the identity adapters that
 * the configuration enables, and the guards other modules put on their routes.
 */
import type { FastifyInstance } from 'fastify';
import { createFirebaseTokenVerifier } from '../../adapters/identity/firebase-id-token';
import { createGoogleCodeExchange } from '../../adapters/identity/google-oauth';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { MailService } from '../mail/mail.service';
import { createApiAccessRepository } from './api-access.repository';
import { createApiAccess } from './api-access.service';
import { registerAuthGuards } from './auth.guards';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { identityRoutes } from './identity.routes';
import { createIdentityService } from './identity.service';
import { createOtpRepository } from './otp.repository';
import { otpRoutes } from './otp.routes';
import { createOtpService } from './otp.service';
import { createPasswordResetRepository } from './password-reset.repository';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';
import { createOtpHasher } from './secret-codes';
import { sessionRoutes } from './session.routes';
import { createSessions } from './sessions';
import { createSessionsRepository } from './sessions.repository';
import { createAccessTokens } from './tokens';
import { createUserView } from './user-view';

export interface AuthModuleDependencies {
  config: Config;
  db: Database;
  mail: MailService;
  attempts: AttemptLimiter;
  background: BackgroundTasks;
  clock: Clock;
}

export async function registerAuthModule(app: FastifyInstance, deps: AuthModuleDependencies) {
  const { config, db, mail, attempts, background, clock } = deps;
  const accounts = createAuthRepository(db);
  const userView = createUserView(config.ADMIN_EMAILS, clock);
  const tokens = createAccessTokens({
    secret: config.JWT_SECRET,
    ttlSeconds: config.JWT_TTL,
    clock,
  });
  const sessions = createSessions({
    tokens,
    repository: createSessionsRepository(db),
    view: userView,
    clock,
  });
  const guards = registerAuthGuards(app, sessions, userView);
  const apiAccess = createApiAccess({
    repository: createApiAccessRepository(db),
    mail,
    clock,
    logger: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const otp = createOtpService({
    accounts,
    codes: createOtpRepository(db),
    mail,
    hashOtp: createOtpHasher(config.JWT_SECRET),
    clock,
    background,
    logger: app.log,
  });
  const auth = createAuthService({
    accounts,
    otp,
    sessions,
    mail,
    background,
    publicUrl: config.PUBLIC_URL,
  });
  const resets = createPasswordResetRepository(db);
  const passwordReset = createPasswordResetService({
    accounts,
    resets,
    mail,
    apiAccess,
    background,
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  const identity = createIdentityService({
    accounts,
    sessions,
    clock,
    ...identityAdapters(config),
  });

  await app.register(authRoutes, { auth, guards, attempts, userView });
  await app.register(otpRoutes, { otp, attempts });
  await app.register(passwordResetRoutes, { passwordReset, attempts });
  await app.register(identityRoutes, { identity });
  await app.register(sessionRoutes, { sessions, apiAccess, guards });
  return { guards, userView, sessions, apiAccess };
}

/** Google sign-in works only with the provider settings; without them the routes answer 503. */
function identityAdapters(config: Config) {
  const { FIREBASE_PROJECT_ID, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = config;
  return {
    verifyFirebaseToken: FIREBASE_PROJECT_ID
      ? createFirebaseTokenVerifier({
          projectId: FIREBASE_PROJECT_ID,
          jwksUrl: config.FIREBASE_JWKS_URL,
        })
      : undefined,
    exchangeGoogleCode:
      GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
        ? createGoogleCodeExchange({
            clientId: GOOGLE_CLIENT_ID,
            clientSecret: GOOGLE_CLIENT_SECRET,
            tokenUrl: config.GOOGLE_TOKEN_URL,
            jwksUrl: config.GOOGLE_JWKS_URL,
          })
        : undefined,
  };
}
