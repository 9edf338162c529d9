/** GET /api/health (liveness) and GET /api/ready (readiness), for load balancers and monitors. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '../../../common/contracts/health';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: healthResponseSchema },
      },
    },
    () => health.liveness(),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and the job queue answer',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await health.readiness();
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
};
