/**
 * Forgot password, then reset with the mailed link (docs/product-rules.md#password-reset). The
 * request is answered before any lookup, identically for every address; the lookup and the mail run
 * in the background, so neither the answer nor its timing tells whether an account exists.
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import type { ApiAccess } from './api-access.service';
import type { AuthRepository } from './auth.repository';
import { normalizeEmail } from './email-address';
import { hashPassword } from './password';
import { assertStrongPassword } from './password-strength';
import type { PasswordResetRepository } from './password-reset.repository';
import { generateResetToken, hashesEqual, hashResetToken } from './secret-codes';

/** How long a reset link works, in ms. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** The PWA page the mailed link opens (docs/product-rules.md#public-pages). */
const RESET_PAGE_PATH = '/auth/reset-password';

export interface PasswordResetDependencies {
  accounts: AuthRepository;
  resets: PasswordResetRepository;
  mail: MailService;
  apiAccess: Pick<ApiAccess, 'tell'>;
  background: BackgroundTasks;
  clock: Clock;
  publicUrl: string;
}

const invalidResetToken = () =>
  new HttpError(400, ERROR_CODES.invalidResetToken, 'Invalid or expired reset token.');

export function createPasswordResetService(deps: PasswordResetDependencies) {
  const { accounts, resets, mail, apiAccess, background, clock, publicUrl } = deps;

  async function mailResetLink(email: string): Promise<void> {
    const user = await accounts.findByEmail(email);
    if (!user) return;
    const token = generateResetToken();
    const expiresAt = new Date(clock().getTime() + RESET_TOKEN_TTL_MS);
    await resets.replace({ userId: user.id, tokenHash: hashResetToken(token), expiresAt });
    const query = new URLSearchParams({ token, email });
    await mail.sendPasswordReset(user, {
      name: user.name,
      link: `${publicUrl}${RESET_PAGE_PATH}?${query.toString()}`,
      validMinutes: RESET_TOKEN_TTL_MS / 60_000,
    });
  }

  return {
    requestReset(email: string) {
      background.run('password reset mail', () => mailResetLink(normalizeEmail(email)));
      return {
        status: 'success' as const,
        message: 'If an account exists for this email, you will receive reset instructions.',
      };
    },

    async reset(email: string, resetToken: string, newPassword: string) {
      const user = await accounts.findByEmail(normalizeEmail(email));
      const stored = user && (await resets.find(user.id));
      const now = clock();
      if (!user || !stored || stored.expiresAt <= now) throw invalidResetToken();
      if (!hashesEqual(stored.tokenHash, hashResetToken(resetToken))) throw invalidResetToken();
      // After the token: only the link's holder learns what is wrong with the password, and the
      // link still works for a better one.
      assertStrongPassword(newPassword, user);
      const passwordHash = await hashPassword(newPassword);
      // False if the link was used (or replaced) by a parallel request meanwhile: single use.
      const revoked = await resets.consumeAndSetPassword(
        user.id,
        stored.tokenHash,
        passwordHash,
        now,
      );
      if (!revoked) throw invalidResetToken();
      await apiAccess.tell(user, revoked, 'password_reset');
      return { status: 'success' as const, message: 'Your password has been reset.' };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
