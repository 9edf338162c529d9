/**
 * The dashboard (docs/product-rules.md#dashboard): the user's stats, and the community's shared
 * results.
 */
import type {
  CommunityResponse,
  DashboardStats,
  GenerationService,
} from '../../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../../common/routes';
import type { GenerationView } from '../generations/generation-view';
import type { DashboardRepository } from './dashboard.repository';

export interface DashboardServiceDependencies {
  repository: DashboardRepository;
  view: GenerationView;
}

export function createDashboardService({ repository, view }: DashboardServiceDependencies) {
  return {
    async stats(userId: string): Promise<DashboardStats> {
      const [counts, assets, credits] = await Promise.all([
        repository.generationCounts(userId),
        repository.assetCount(userId),
        repository.credits(userId),
      ]);
      const perService = Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, 0])) as Record<
        GenerationService,
        number
      >;
      const byStatus = { queued: 0, processing: 0, success: 0, failed: 0 };
      for (const { service, status, value } of counts) {
        perService[service] += value;
        byStatus[status] += value;
      }
      return {
        credits,
        total_generations: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
        completed: byStatus.success,
        // As the history's filter: Processing includes the queued ones.
        processing: byStatus.queued + byStatus.processing,
        failed: byStatus.failed,
        assets,
        per_service: perService,
      };
    },

    async community(limit: number): Promise<CommunityResponse> {
      const rows = await repository.latestShared(limit);
      return {
        items: rows.flatMap((row) =>
          row.shareToken ? [view.community({ ...row, shareToken: row.shareToken })] : [],
        ),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
