/** The admin dashboard's and analytics' calls (common/contracts/admin-statistics.ts). */
import type {
  DashboardSummary,
  GenerationStatistics,
  UserStatisticsReport,
} from '../../../../common/contracts/admin-statistics';
import { apiRequest } from '../../../lib/api/client';
import type { AnalyticsQuery } from './analytics-query';

/** The query as the API takes it: unset fields are left out, so the server's defaults apply. */
const asQuery = (query: AnalyticsQuery) => ({
  period: query.period,
  ai_function: query.service ?? undefined,
  start_date: query.startDate ?? undefined,
  end_date: query.endDate ?? undefined,
});

/**
 * The byte-order mark Excel needs to read the CSV as UTF-8. The server sends it, but reading a
 * response as text drops a leading BOM, so the saved file gets it back here.
 */
const BYTE_ORDER_MARK = '\uFEFF';

export const statisticsApi = {
  dashboard: (signal?: AbortSignal) =>
    apiRequest<DashboardSummary>('/api/admin/dashboard/summary', { signal }),
  generations: (query: AnalyticsQuery, signal?: AbortSignal) =>
    apiRequest<GenerationStatistics>('/api/admin/statistics/generations', {
      signal,
      query: asQuery(query),
    }),
  users: (query: AnalyticsQuery, signal?: AbortSignal) =>
    apiRequest<UserStatisticsReport>('/api/admin/statistics/users', {
      signal,
      query: { ...asQuery(query), ai_function: undefined },
    }),
  /** The generations report as a CSV file, ready to save. */
  async generationsCsv(query: AnalyticsQuery): Promise<Blob> {
    const text = await apiRequest<string>('/api/admin/statistics/generations.csv', {
      query: asQuery(query),
      headers: { Accept: 'text/csv' },
    });
    return new Blob([BYTE_ORDER_MARK, text], { type: 'text/csv;charset=utf-8' });
  },
};
