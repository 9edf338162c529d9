/**
 * E-mail verification by code (register, then verify by code, then login;
 * docs/product-rules.md#registration): 6 digits, stored hashed, valid 10 minutes, 5 tries per
 * code across all clients, one mail per minute at most (a used-up code holds no wait). A verified
 * code verifies the e-mail and grants the free trial, once per account. Wrong codes are limited
 * per (e-mail, client address) by the route, so a stranger never locks the owner out.
 *
 * Neither call tells whether an address has an account (docs/input-and-passwords.md, "Who has
 * an account"): a code request is answered at once, alike for every address, and the code is
 * mailed after the answer; every failed check is the same `invalid_otp`.
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { MailService, Recipient } from '../mail/mail.service';
import type { AuthRepository } from './auth.repository';
import type { UserRecord } from './user.model';
import { normalizeEmail } from './email-address';
import type { OtpRepository } from './otp.repository';
import { generateOtp, hashesEqual, type OtpHasher } from './secret-codes';

/** How long a code works, in ms. */
export const OTP_TTL_MS = 10 * 60_000;
/** The least time between two codes for one account, in ms. */
export const OTP_RESEND_COOLDOWN_MS = 60_000;
/** Tries per code, right or wrong: the 6th try of a code that was wrong 5 times fails. */
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpDependencies {
  accounts: AuthRepository;
  codes: OtpRepository;
  mail: MailService;
  hashOtp: OtpHasher;
  clock: Clock;
  /** Mails go out after the answer, so its timing says nothing either. */
  background: BackgroundTasks;
  logger: FastifyBaseLogger;
}

/** What the code's mail says beside the code. */
export interface CodeMailOptions {
  /** The registration found this address's unfinished sign-up and dropped its password. */
  passwordDropped?: boolean;
}

/**
 * The one answer of every failed check: a wrong code, an expired or used-up one, and an address
 * with no code pending (no account, or verified already). Telling these apart would tell who has
 * an account.
 */
const invalidOtp = () =>
  new HttpError(
    400,
    ERROR_CODES.invalidOtp,
    'Invalid or expired code. Check it, or request a new one.',
  );

/** Claimed for an address without a pending code: no code has it, and the same query runs. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

export function createOtpService(deps: OtpDependencies) {
  const { accounts, codes, mail, hashOtp, clock, background, logger } = deps;

  /** Mails a new code to `to`, unless one went out under a minute ago (that one still works). */
  async function mailCode(user: UserRecord, to: Recipient, options: CodeMailOptions) {
    const now = clock();
    const code = generateOtp();
    const stored = {
      userId: user.id,
      codeHash: hashOtp(user.id, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    };
    const cooldownStart = new Date(now.getTime() - OTP_RESEND_COOLDOWN_MS);
    if (!(await codes.replaceUnlessSentAfter(stored, cooldownStart, OTP_MAX_ATTEMPTS))) {
      logger.info(
        { userId: user.id },
        'verification code not sent: the last one is under a minute old',
      );
      return;
    }
    try {
      await mail.sendVerificationCode(to, {
        name: user.name,
        code,
        validMinutes: OTP_TTL_MS / 60_000,
        ...options,
      });
    } catch (error) {
      // Withdrawn, so a resend is not held by the cooldown.
      await codes.discard(user.id, stored.codeHash);
      throw error;
    }
  }

  return {
    /** Mails a code to this unverified account after the answer (registration's code). */
    sendCodeLater(user: UserRecord, to: Recipient = user, options: CodeMailOptions = {}): void {
      background.run('verification code', () => mailCode(user, to, options));
    },

    /** The same answer for every address; only an unverified account gets a code. */
    requestCode(email: string) {
      background.run('verification code', async () => {
        const user = await accounts.findByEmail(normalizeEmail(email));
        if (user && !user.isVerified) await mailCode(user, user, {});
      });
      return {
        status: 'success' as const,
        message: 'If this address is waiting for verification, a new code is on its way.',
      };
    },

    async verifyCode(email: string, otp: number) {
      const user = await accounts.findByEmail(normalizeEmail(email));
      const pending = user && !user.isVerified ? user : undefined;
      // The same queries for every address: the time tells no more than the answer.
      const codeHash = await codes.claimAttempt(
        pending?.id ?? NO_ACCOUNT_ID,
        OTP_MAX_ATTEMPTS,
        clock(),
      );
      if (!pending || !codeHash || !hashesEqual(codeHash, hashOtp(pending.id, otp))) {
        throw invalidOtp();
      }
      // False only if a parallel request used or replaced the code since the claim.
      if (!(await codes.consumeAndVerify(pending.id, codeHash))) throw invalidOtp();
      return { status: 'success' as const, message: 'Your email is verified. You can now log in.' };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
