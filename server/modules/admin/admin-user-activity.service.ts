/**
 * The admin's view of what users did (docs/admin.md "A user's activity"): the generation summary,
 * and one user's generations, payments and credit ledger. Read only; an unknown user is a 404.
 */
import type {
  AdminGeneration,
  GenerationSummaryQuery,
  GenerationSummaryResponse,
  LedgerEntry,
  UserGenerationSummary,
  UserGenerationsQuery,
  UserGenerationsResponse,
  UserLedgerResponse,
  UserPaymentsResponse,
} from '../../../common/contracts/admin-user-activity';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { GenerationRecord } from '../generations/generations.repository';
import { toPaymentView } from '../payments/payment-view';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { AdminUserActivityRepository, Page } from './admin-user-activity.repository';
import type { AdminUsersRepository } from './admin-users.repository';

export interface AdminUserActivityDependencies {
  repository: AdminUserActivityRepository;
  users: Pick<AdminUsersRepository, 'findById'>;
  payments: Pick<PaymentsRepository, 'pageOf'>;
  clock: Clock;
}

const toAdminGeneration = (record: GenerationRecord): AdminGeneration => ({
  id: record.id,
  service: record.service,
  status: record.status,
  engine: record.engine,
  quality: record.quality,
  plan_id: record.planId,
  credits_charged: record.creditsCharged,
  error_code: record.status === 'failed' ? record.errorCode : null,
  processing_ms: record.finishedAt
    ? record.finishedAt.getTime() - record.createdAt.getTime()
    : null,
  created_at: record.createdAt.toISOString(),
  finished_at: record.finishedAt?.toISOString() ?? null,
});

export function createAdminUserActivityService(deps: AdminUserActivityDependencies) {
  const { repository, users, payments, clock } = deps;

  /** The user, or a 404 before anything is read about them. */
  async function existingUser(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(404, ERROR_CODES.notFound, 'No user has this id.');
    return user;
  }

  return {
    async generationSummary(query: GenerationSummaryQuery): Promise<GenerationSummaryResponse> {
      const { limit, offset } = query;
      const { rows, total } = await repository.generationSummary(
        { plan: query.plan_filter, minGenerations: query.min_generations },
        { limit, offset },
        clock(),
      );
      const byService = new Map<string, UserGenerationSummary['by_service']>();
      for (const { userId, service, count } of await repository.countsByService(
        rows.map((row) => row.userId),
      )) {
        byService.set(userId, { ...byService.get(userId), [service]: count });
      }
      return {
        users: rows.map((row) => ({
          user_id: row.userId,
          email: row.email,
          name: row.name,
          plan_id: row.planId,
          total: row.total,
          by_status: {
            queued: row.queued,
            processing: row.processing,
            success: row.success,
            failed: row.failed,
          },
          by_service: byService.get(row.userId) ?? {},
          credits_used: row.creditsUsed,
          last_generation_at: row.lastAt ? new Date(row.lastAt).toISOString() : null,
        })),
        total,
        limit,
        offset,
      };
    },

    async generations(
      userId: string,
      query: UserGenerationsQuery,
    ): Promise<UserGenerationsResponse> {
      await existingUser(userId);
      const { limit, offset } = query;
      const { rows, total } = await repository.generationsOf(
        userId,
        { from: query.start_date, until: query.end_date },
        { limit, offset },
      );
      return { generations: rows.map(toAdminGeneration), total, limit, offset };
    },

    async payments(userId: string, page: Page): Promise<UserPaymentsResponse> {
      const user = await existingUser(userId);
      const { rows, total } = await payments.pageOf(userId, page);
      return {
        payments: rows.map((payment) => toPaymentView(payment, user.credits)),
        total,
        ...page,
      };
    },

    async ledger(userId: string, page: Page): Promise<UserLedgerResponse> {
      await existingUser(userId);
      const { rows, total } = await repository.ledgerOf(userId, page);
      return {
        entries: rows.map((row): LedgerEntry => ({
          id: row.id,
          delta: row.delta,
          balance_after: row.balanceAfter,
          reason: row.reason,
          payment_id: row.paymentId,
          generation_id: row.generationId,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        ...page,
      };
    },
  };
}
export type AdminUserActivityService = ReturnType<typeof createAdminUserActivityService>;
