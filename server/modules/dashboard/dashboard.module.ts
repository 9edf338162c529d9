/** Wires the dashboard: repository -> service -> routes. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuards } from '../auth/auth.guards';
import type { GenerationView } from '../generations/generation-view';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export async function registerDashboardModule(
  app: FastifyInstance,
  deps: { db: Database; guards: AuthGuards; view: GenerationView },
) {
  const dashboard = createDashboardService({
    repository: createDashboardRepository(deps.db),
    view: deps.view,
  });
  await app.register(dashboardRoutes, { dashboard, guards: deps.guards });
}
