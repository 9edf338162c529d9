/** GET /api/health (liveness) and GET /api/ready (database and job queue reachable). */
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_s: z.number(),
});

export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  latency_ms: z.number(),
  error: z.string().optional(),
});

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: readinessCheckSchema.extend({ driver: z.enum(['pglite', 'postgres']) }),
  queue: readinessCheckSchema,
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
