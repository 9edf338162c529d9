/**
 * The profile page's account operations (docs/accounts.md, "The profile"): what the page shows,
 * name, language and notification switches, the password, the e-mail address, and deletion
 * with its grace period. Sessions are the auth module's; avatars and data exports have their own
 * services beside this one.
 */
import {
  ACCOUNT_CODE_TTL_MINUTES,
  ACCOUNT_DELETION_GRACE_DAYS,
  type Account,
  type AccountUpdate,
} from '../../../common/contracts/account';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { ApiAccess } from '../auth/api-access.service';
import type { UserRecord } from '../auth/user.model';
import { normalizeEmail } from '../auth/email-address';
import { hashPassword, verifyPassword } from '../auth/password';
import { generateOtp, hashesEqual, type OtpHasher } from '../auth/secret-codes';
import type { Sessions } from '../auth/sessions';
import type { UserView } from '../auth/user-view';
import type { MailService } from '../mail/mail.service';
import type { NewsletterRepository } from '../newsletter/newsletter.repository';
import type { AccountRepository, CodePurpose } from './account.repository';

const CODE_TTL_MS = ACCOUNT_CODE_TTL_MINUTES * 60_000;
const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 86_400_000;
/** Tries per mailed code, as for the sign-up code. */
const CODE_MAX_ATTEMPTS = 5;

export interface AccountDependencies {
  accounts: AccountRepository;
  newsletter: NewsletterRepository;
  sessions: Sessions;
  /** Ends the API tokens and webhooks of an account being recovered. */
  apiAccess: Pick<ApiAccess, 'revoke'>;
  view: UserView;
  mail: MailService;
  hashCode: OtpHasher;
  /** Refuses a password that is too easy to guess for this user (400 weak_password). */
  assertStrongPassword(password: string, user: { name: string; email: string }): void;
  clock: Clock;
  publicUrl: string;
}

const wrongPassword = () =>
  new HttpError(403, ERROR_CODES.wrongPassword, 'The current password is not correct.');
const invalidCode = () =>
  new HttpError(400, ERROR_CODES.invalidOtp, 'Invalid code. Please try again.');

export function createAccountService(deps: AccountDependencies) {
  const { accounts, newsletter, sessions, apiAccess, view, mail, hashCode, clock } = deps;

  async function describe(user: UserRecord): Promise<Account> {
    const [googleLinkedAt, subscribed, pending] = await Promise.all([
      accounts.googleLinkedAt(user.id),
      newsletter.isSubscribed(user.email),
      accounts.findCode(user.id, 'email_change'),
    ]);
    const pendingEmail = pending && pending.expiresAt > clock() ? pending.target : null;
    return {
      user: view.toResponse(user),
      password_set: user.passwordHash !== null,
      google: googleLinkedAt ? { linked_at: googleLinkedAt.toISOString() } : null,
      notifications: { newsletter: subscribed, renewal_reminders: user.notifyRenewals },
      pending_email: pendingEmail,
      deletion_due_at: user.deletionDueAt?.toISOString() ?? null,
    };
  }

  /** A password account proves it is its owner at the keyboard with the current password. */
  async function assertCurrentPassword(user: UserRecord, password: string | undefined) {
    if (user.passwordHash === null) return;
    if (password === undefined || !(await verifyPassword(user.passwordHash, password))) {
      throw wrongPassword();
    }
  }

  /** Stores a new 6-digit code for `purpose` (replacing any earlier one) and returns it. */
  async function issueCode(user: UserRecord, purpose: CodePurpose, target: string | null = null) {
    const code = generateOtp();
    await accounts.saveCode({
      userId: user.id,
      purpose,
      target,
      codeHash: hashCode(user.id, code),
      expiresAt: new Date(clock().getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /** Checks a mailed code; throws what the page shows for a wrong, used-up or old one. */
  async function claimCode(user: UserRecord, purpose: CodePurpose, code: string) {
    const claimed = await accounts.claimCodeAttempt(user.id, purpose, CODE_MAX_ATTEMPTS, clock());
    if (!claimed) {
      const pending = await accounts.findCode(user.id, purpose);
      if (pending && pending.attempts >= CODE_MAX_ATTEMPTS) {
        throw new HttpError(400, ERROR_CODES.otpLocked, 'Too many wrong codes. Request a new one.');
      }
      if (pending) {
        throw new HttpError(
          400,
          ERROR_CODES.otpExpired,
          'This code has expired. Request a new one.',
        );
      }
      throw invalidCode();
    }
    if (!hashesEqual(claimed.codeHash, hashCode(user.id, Number(code)))) throw invalidCode();
    return claimed;
  }

  return {
    describe,

    async update(user: UserRecord, changes: AccountUpdate): Promise<Account> {
      const { notifications } = changes;
      const columns = {
        name: changes.name,
        language: changes.language,
        notifyRenewals: notifications?.renewal_reminders,
      };
      const changesColumns = Object.values(columns).some((value) => value !== undefined);
      const updated = changesColumns ? await accounts.update(user.id, columns) : user;
      if (notifications?.newsletter !== undefined) {
        await newsletter.setSubscribed(
          updated.email,
          updated.language,
          notifications.newsletter,
          clock(),
        );
      }
      return describe(updated);
    },

    /**
     * Changes (or, for a Google-only account, sets) the password and ends every other session
     * and any reset link: whoever else knew the old one is signed out. Unless
     * `revoke_api_access` is false, the API tokens and webhooks end too. The owner is told by
     * mail.
     */
    async changePassword(
      user: UserRecord,
      sessionId: string,
      body: { current_password?: string; new_password: string; revoke_api_access?: boolean },
    ) {
      await assertCurrentPassword(user, body.current_password);
      deps.assertStrongPassword(body.new_password, user);
      await accounts.setPasswordHash(user.id, await hashPassword(body.new_password));
      const ended = await sessions.endAll(user.id, sessionId);
      if (body.revoke_api_access ?? true) await apiAccess.revoke(user, 'password_change');
      await mail.sendPasswordChanged(user, { name: user.name }).catch(() => undefined);
      return { status: 'success' as const, ended };
    },

    /**
     * Mails a code to the new address. If another account uses it, that address gets a notice
     * instead and the answer is the same, so the page never tells which addresses have accounts.
     */
    async requestEmailChange(
      user: UserRecord,
      body: { new_email: string; current_password?: string },
    ) {
      await assertCurrentPassword(user, body.current_password);
      const newEmail = normalizeEmail(body.new_email);
      if (newEmail === user.email) {
        throw new HttpError(400, ERROR_CODES.validation, 'This is already your e-mail address.', {
          fields: { new_email: 'validation.sameEmail' },
        });
      }
      const code = await issueCode(user, 'email_change', newEmail);
      const recipient = { email: newEmail, language: user.language };
      const taken = await accounts.emailInUse(newEmail);
      if (taken) await mail.sendEmailInUse(recipient);
      else {
        await mail.sendEmailChangeCode(recipient, {
          name: user.name,
          code,
          validMinutes: ACCOUNT_CODE_TTL_MINUTES,
        });
      }
      await mail.sendEmailChangeNotice(user, { name: user.name, newEmail }).catch(() => undefined);
      return {
        status: 'success' as const,
        message: 'A code was sent to the new address.',
      };
    },

    async confirmEmailChange(user: UserRecord, code: string): Promise<Account> {
      const claimed = await claimCode(user, 'email_change', code);
      const changed =
        claimed.target &&
        (await accounts.applyEmailChange(user.id, claimed.codeHash, claimed.target));
      if (!changed) {
        throw new HttpError(409, ERROR_CODES.emailTaken, 'This address cannot be used.');
      }
      return describe(changed);
    },

    async cancelEmailChange(user: UserRecord): Promise<Account> {
      await accounts.discardCode(user.id, 'email_change');
      return describe(user);
    },

    /** For an account without a password: the code that confirms its deletion. */
    async sendDeletionCode(user: UserRecord) {
      const code = await issueCode(user, 'deletion');
      await mail.sendDeletionCode(user, {
        name: user.name,
        code,
        validMinutes: ACCOUNT_CODE_TTL_MINUTES,
      });
      return { status: 'success' as const, message: 'A code was sent to your e-mail.' };
    },

    /**
     * Schedules the erasure in ACCOUNT_DELETION_GRACE_DAYS, confirmed by the password or the
     * mailed code; every other session, the API tokens and the webhooks end. Signing in again
     * and cancelling keeps the account.
     */
    async requestDeletion(
      user: UserRecord,
      sessionId: string,
      body: { password?: string; code?: string },
    ): Promise<Account> {
      if (body.password !== undefined) {
        if (!(await verifyPassword(user.passwordHash, body.password))) throw wrongPassword();
      } else {
        await claimCode(user, 'deletion', body.code ?? '');
        await accounts.discardCode(user.id, 'deletion');
      }
      const dueAt = user.deletionDueAt ?? new Date(clock().getTime() + GRACE_MS);
      const scheduled = await accounts.scheduleDeletion(user.id, dueAt);
      await sessions.endAll(user.id, sessionId);
      await apiAccess.revoke(user, 'deletion_request');
      await mail
        .sendDeletionScheduled(user, {
          name: user.name,
          dueAt,
          profileUrl: `${deps.publicUrl}/profile`,
        })
        .catch(() => undefined);
      return describe(scheduled);
    },

    async cancelDeletion(user: UserRecord): Promise<Account> {
      return describe(await accounts.cancelDeletion(user.id));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
