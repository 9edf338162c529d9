/**
 * The admin statistics (docs/admin.md#dashboard, docs/admin.md#statistics): the dashboard summary,
 * the generations and users reports and the generations CSV. Guarded like every /api/admin route:
 * a guest gets 401, a non-admin 403 (tests/server/admin.test.ts walks them all).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardSummarySchema,
  generationsCsvFilename,
  generationStatisticsQuerySchema,
  generationStatisticsSchema,
  userStatisticsQuerySchema,
  userStatisticsReportSchema,
} from '../../../common/contracts/admin-statistics';
import type { AuthGuards } from '../auth/auth.guards';
import type { AdminStatisticsService } from './admin-statistics.service';
import { generationsCsv } from './statistics-csv';

export interface AdminStatisticsRoutesOptions {
  statistics: AdminStatisticsService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

export const adminStatisticsRoutes: FastifyPluginAsyncZod<AdminStatisticsRoutesOptions> = async (
  app,
  { statistics, guards },
) => {
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/api/admin/dashboard/summary',
    {
      schema: {
        ...docs('Admin dashboard: users, generations, credits, revenue, jobs and 30-day trends'),
        response: { 200: dashboardSummarySchema },
      },
    },
    () => statistics.dashboardSummary(),
  );

  app.get(
    '/api/admin/statistics/users',
    {
      schema: {
        ...docs('User totals, sign-ups per day, week or month, and users by plan'),
        querystring: userStatisticsQuerySchema,
        response: { 200: userStatisticsReportSchema },
      },
    },
    (request) => statistics.userStatistics(request.query),
  );

  app.get(
    '/api/admin/statistics/generations',
    {
      schema: {
        ...docs('Generations by studio and status, processing times, failure codes, revenue'),
        querystring: generationStatisticsQuerySchema,
        response: { 200: generationStatisticsSchema },
      },
    },
    (request) => statistics.generationStatistics(request.query),
  );

  app.get(
    '/api/admin/statistics/generations.csv',
    {
      schema: {
        ...docs('The generations report as CSV (UTF-8 with BOM): a row per bucket and studio'),
        querystring: generationStatisticsQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const report = await statistics.generationStatistics(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${generationsCsvFilename(report)}"`)
        .send(generationsCsv(report));
    },
  );
};
