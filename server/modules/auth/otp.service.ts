/**
 * E-mail verification by code (spec §4: register, then verify by code, then login): 6 digits,
 * stored hashed, valid 10 minutes, 5 tries per code, one mail per minute at most. A verified
 * code verifies the e-mail and grants the free trial, once per account.
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError, retryLaterError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import type { AuthRepository, UserRecord } from './auth.repository';
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
}

const invalidOtp = () =>
  new HttpError(400, ERROR_CODES.invalidOtp, 'Invalid OTP. Please try again.');

export function createOtpService({ accounts, codes, mail, hashOtp, clock }: OtpDependencies) {
  async function unverifiedAccount(email: string): Promise<UserRecord> {
    const user = await accounts.findByEmail(normalizeEmail(email));
    if (!user) throw new HttpError(404, ERROR_CODES.accountNotFound, 'No account uses this email.');
    if (user.isVerified) {
      throw new HttpError(409, ERROR_CODES.alreadyVerified, 'This email is already verified.');
    }
    return user;
  }

  /** Why the pending code may not be tried: none sent, too many tries, or too old. */
  async function unusableCodeError(userId: string): Promise<HttpError> {
    const code = await codes.find(userId);
    if (!code) return invalidOtp();
    if (code.attempts >= OTP_MAX_ATTEMPTS) {
      return new HttpError(400, ERROR_CODES.otpLocked, 'Too many wrong codes. Request a new one.');
    }
    return new HttpError(400, ERROR_CODES.otpExpired, 'This code has expired. Request a new one.');
  }

  /** Mails a new code; 429 otp_cooldown when the last one went out under a minute ago. */
  async function sendCode(user: UserRecord): Promise<void> {
    const now = clock();
    const code = generateOtp();
    const stored = {
      userId: user.id,
      codeHash: hashOtp(user.id, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    };
    const cooldownStart = new Date(now.getTime() - OTP_RESEND_COOLDOWN_MS);
    if (!(await codes.replaceUnlessSentAfter(stored, cooldownStart))) {
      const lastSent = (await codes.find(user.id))?.sentAt ?? now;
      const waitMs = lastSent.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime();
      throw retryLaterError(
        ERROR_CODES.otpCooldown,
        waitMs,
        (seconds) => `A code was just sent. You can request another in ${seconds} seconds.`,
      );
    }
    try {
      await mail.sendVerificationCode(user, {
        name: user.name,
        code,
        validMinutes: OTP_TTL_MS / 60_000,
      });
    } catch (error) {
      await codes.discard(user.id, stored.codeHash);
      throw new HttpError(
        503,
        ERROR_CODES.mailUnavailable,
        'The code could not be sent.',
        {},
        error,
      );
    }
  }

  return {
    sendCode,

    async requestCode(email: string) {
      await sendCode(await unverifiedAccount(email));
      return { status: 'success' as const, message: 'A verification code was sent to your email.' };
    },

    async verifyCode(email: string, otp: number) {
      const user = await unverifiedAccount(email);
      const codeHash = await codes.claimAttempt(user.id, OTP_MAX_ATTEMPTS, clock());
      if (!codeHash) throw await unusableCodeError(user.id);
      if (!hashesEqual(codeHash, hashOtp(user.id, otp))) throw invalidOtp();
      // False only if a parallel request used or replaced the code since the claim.
      if (!(await codes.consumeAndVerify(user.id, codeHash))) throw invalidOtp();
      return { status: 'success' as const, message: 'Your email is verified. You can now log in.' };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
