/** E-mail + password accounts: registration and login (spec §4 registration, §7 /auth calls). */
import type { LoginResponse, RegisterResponse, UserLanguage } from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';
import type { AuthRepository } from './auth.repository';
import { normalizeEmail } from './email-address';
import type { OtpService } from './otp.service';
import { hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-strength';
import type { SessionClient, Sessions } from './sessions';

export interface Registration {
  name: string;
  email: string;
  password: string;
  language?: UserLanguage;
}

export interface AuthDependencies {
  accounts: AuthRepository;
  otp: OtpService;
  sessions: Sessions;
  logger: FastifyBaseLogger;
}

/** The account's default language when registration names none: Vietnamese first. */
const DEFAULT_LANGUAGE: UserLanguage = 'vi';

export function createAuthService({ accounts, otp, sessions, logger }: AuthDependencies) {
  return {
    async register({ name, email, password, language }: Registration): Promise<RegisterResponse> {
      assertStrongPassword(password, { name, email }, 'password');
      const user = await accounts.insert({
        name: name.trim(),
        email: normalizeEmail(email),
        passwordHash: await hashPassword(password),
        language: language ?? DEFAULT_LANGUAGE,
      });
      if (!user) {
        throw new HttpError(
          409,
          ERROR_CODES.emailTaken,
          'An account with this email already exists.',
        );
      }
      // The account exists either way: if the mail fails, the verify screen's resend retries it.
      await otp.sendCode(user).catch((err: unknown) => {
        logger.error({ err }, 'registration: the verification code could not be sent');
      });
      return {
        status: 'success',
        message: 'Registration successful. Enter the verification code sent to your email.',
        requires_verification: true,
        email: user.email,
      };
    },

    /** Unknown e-mail and wrong password get the same answer, in about the same time. */
    async login(username: string, password: string, client: SessionClient): Promise<LoginResponse> {
      const user = await accounts.findByEmail(normalizeEmail(username));
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !passwordMatches) {
        throw new HttpError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password.');
      }
      if (!user.isVerified) {
        throw new HttpError(
          403,
          ERROR_CODES.emailNotVerified,
          'Please verify your email before logging in.',
          { email: user.email },
        );
      }
      return sessions.start(user, client);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
