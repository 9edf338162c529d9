/**
 * E-mail + password accounts: registration and login (docs/product-rules.md#registration,
 * docs/product-rules.md#api-calls).
 * Registration answers alike for every address, in about the same time: who has an account is
 * not the registrant's to learn (docs/input-and-passwords.md, "Who has an account").
 */
import type { LoginResponse, RegisterResponse, UserLanguage } from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { PATHS } from '../../../common/routes';
import type { BackgroundTasks } from '../../background-tasks';
import { HttpError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import type { AuthRepository } from './auth.repository';
import type { UserRecord } from './user.model';
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
  mail: MailService;
  /** The notice to an address's owner goes out after the answer, like a new account's code. */
  background: BackgroundTasks;
  /** PUBLIC_URL: the notice's sign-in link starts here. */
  publicUrl: string;
}

/** The account's default language when registration names none: Vietnamese first. */
const DEFAULT_LANGUAGE: UserLanguage = 'vi';
/** A page that asks a guest to sign in (with "forgot password"), then offers a password change. */
const SIGN_IN_PATH = PATHS.profile;

/** The one answer to a registration, whoever has the address: the code screen follows. */
function registered(email: string): RegisterResponse {
  return {
    status: 'success',
    message: 'Registration successful. Enter the verification code sent to your email.',
    requires_verification: true,
    email,
  };
}

export function createAuthService(deps: AuthDependencies) {
  const { accounts, otp, sessions, mail, background, publicUrl } = deps;

  /** The address is verified: its owner is told, nothing changes. */
  async function registeredAgain(owner: UserRecord, password: string): Promise<void> {
    await hashPassword(password); // as long as a new account's registration takes
    background.run('registration notice', () =>
      mail.sendRegistrationAttempt(owner, {
        name: owner.name,
        signInUrl: `${publicUrl}${SIGN_IN_PATH}`,
      }),
    );
  }

  /**
   * An unfinished sign-up of this address: a fresh code goes to it. Its password stays only if
   * this registration brought the same one; otherwise neither is kept, since nobody has proven
   * the address yet and a stranger must not choose the password its owner will verify.
   */
  async function unfinishedSignUp(
    pending: UserRecord,
    password: string,
    language: UserLanguage | undefined,
  ): Promise<void> {
    const samePassword = await verifyPassword(pending.passwordHash, password);
    if (!samePassword) await accounts.dropUnverifiedPassword(pending.id);
    otp.sendCodeLater(
      pending,
      { email: pending.email, language: language ?? pending.language },
      { passwordDropped: !samePassword },
    );
  }

  return {
    /** Every branch costs one argon2id hash or check, and mails after the answer. */
    async register({ name, email, password, language }: Registration): Promise<RegisterResponse> {
      assertStrongPassword(password, { name, email }, 'password');
      const address = normalizeEmail(email);
      const existing = await accounts.findByEmail(address);
      if (existing?.isVerified) {
        await registeredAgain(existing, password);
      } else if (existing) {
        await unfinishedSignUp(existing, password, language);
      } else {
        const user = await accounts.insert({
          name: name.trim(),
          email: address,
          passwordHash: await hashPassword(password),
          language: language ?? DEFAULT_LANGUAGE,
        });
        // Undefined when a parallel registration of this address won: that one mails.
        if (user) otp.sendCodeLater(user);
      }
      return registered(address);
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
