/**
 * The admin area's user pages: statistics, search, details, updates, summary
 * (docs/product-rules.md#roles).
 */
import type {
  AdminCreditAdjustment,
  AdminCreditAdjustmentResponse,
  AdminDashboardSummary,
  AdminUser,
  AdminUserSearchQuery,
  AdminUserSearchResponse,
  AdminUserUpdate,
  UserStatistics,
} from '../../../common/contracts/admin';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { UserRecord } from '../auth/user.model';
import type { UserView } from '../auth/user-view';
import type { AdminUsersRepository } from './admin-users.repository';

const DAY_MS = 86_400_000;
/** Sign-ups shown on the dashboard summary. */
const RECENT_USERS_SHOWN = 5;

export interface AdminUsersDependencies {
  repository: AdminUsersRepository;
  userView: UserView;
  adminEmails: readonly string[];
  clock: Clock;
}

const userNotFound = () => new HttpError(404, ERROR_CODES.notFound, 'No user has this id.');

export function createAdminUsersService(deps: AdminUsersDependencies) {
  const { repository, userView, adminEmails, clock } = deps;

  const toAdminUser = (user: UserRecord): AdminUser => ({
    ...userView.toResponse(user),
    updated_at: user.updatedAt.toISOString(),
    password_set: user.passwordHash !== null,
    disabled: user.disabledAt !== null,
  });

  async function statistics(): Promise<UserStatistics> {
    const now = clock().getTime();
    const counts = await repository.statistics(
      adminEmails,
      new Date(now - 7 * DAY_MS),
      new Date(now - 30 * DAY_MS),
    );
    return {
      total_users: counts.total,
      verified_users: counts.verified,
      admin_users: counts.admins,
      new_users_last_7_days: counts.last7Days,
      new_users_last_30_days: counts.last30Days,
    };
  }

  async function search(query: AdminUserSearchQuery): Promise<AdminUserSearchResponse> {
    const { limit, offset, email, name, plan, is_verified: isVerified } = query;
    const { rows, total } = await repository.search(
      { email, name, plan, isVerified },
      { limit, offset },
      clock(),
    );
    return { users: rows.map(toAdminUser), total, limit, offset };
  }

  return {
    statistics,
    search,

    async get(userId: string): Promise<AdminUser> {
      const user = await repository.findById(userId);
      if (!user) throw userNotFound();
      return toAdminUser(user);
    },

    async update(adminId: string, userId: string, update: AdminUserUpdate): Promise<AdminUser> {
      // An admin who disabled their own account could not sign in to undo it.
      if (update.disabled && adminId === userId) {
        throw new HttpError(
          409,
          ERROR_CODES.cannotDisableSelf,
          'You cannot disable your own account.',
        );
      }
      const changes = {
        name: update.name,
        isVerified: update.is_verified,
        isAdmin: update.is_admin,
        language: update.language,
        disabled: update.disabled,
      };
      const user = await repository.update(adminId, userId, changes, clock());
      if (!user) throw userNotFound();
      return toAdminUser(user);
    },

    async adjustCredits(
      adminId: string,
      userId: string,
      adjustment: AdminCreditAdjustment,
    ): Promise<AdminCreditAdjustmentResponse> {
      const result = await repository.adjustCredits(adminId, userId, adjustment, clock());
      if (!result) throw userNotFound();
      if (result.after === null) {
        throw new HttpError(
          409,
          ERROR_CODES.creditsBelowZero,
          `The balance is ${result.before}: removing ${-adjustment.amount} would take it below zero.`,
        );
      }
      return {
        credits_before: result.before,
        credits_after: result.after,
        amount: adjustment.amount,
      };
    },

    async dashboardSummary(): Promise<AdminDashboardSummary> {
      const [users, recent] = await Promise.all([
        statistics(),
        search({ limit: RECENT_USERS_SHOWN, offset: 0 }),
      ]);
      return { users, recent_users: recent.users };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
