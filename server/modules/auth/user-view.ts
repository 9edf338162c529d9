/**
 * The user as clients see it (userSchema). `is_admin` is computed from both sources of the role
 * (docs/accounts.md, "Roles"): the account's is_admin flag, or its e-mail listed in ADMIN_EMAILS
 * once that e-mail is verified: an address alone, typed by anyone at sign-up, grants nothing.
 */
import type { User } from '../../../common/contracts/auth';
import { effectivePlanId } from '../../../common/plans';
import { type Clock, systemClock } from '../../clock';
import type { UserRecord } from './user.model';

export function createUserView(adminEmails: readonly string[], clock: Clock = systemClock) {
  const isAdmin = (user: UserRecord): boolean =>
    user.isAdmin || (user.isVerified && adminEmails.includes(user.email));
  return {
    isAdmin,
    toResponse: (user: UserRecord): User => ({
      id: user.id,
      name: user.name,
      email: user.email,
      is_verified: user.isVerified,
      is_admin: isAdmin(user),
      language: user.language,
      credits: user.credits,
      plan_id: effectivePlanId(user.planId, user.planEndsAt, clock()),
      // An uploaded avatar wins over the provider's picture; account.routes.ts serves it.
      photo_url: user.avatarKey ? `/${user.avatarKey}` : user.photoUrl,
      created_at: user.createdAt.toISOString(),
    }),
  };
}
export type UserView = ReturnType<typeof createUserView>;
