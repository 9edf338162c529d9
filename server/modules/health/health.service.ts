/**
 * Liveness (the process answers) and readiness (it can do its work: the database and the job
 * queue both answer in time). A load balancer routes to a process only while it is ready.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ReadyResponse } from '../../../common/contracts/health';
import { APP_VERSION } from '../../app-version';
import type { DatabaseHandle } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** How long each readiness check may take, in ms, before it counts as failed. */
const READINESS_CHECK_TIMEOUT_MS = 2_000;

interface Probe {
  ping(): Promise<void>;
}
type CheckResult = ReadyResponse['queue'];

export interface HealthDependencies {
  database: Pick<DatabaseHandle, 'driver' | 'ping'>;
  queue: Pick<Queue, 'ping'>;
  logger: FastifyBaseLogger;
}

export function createHealthService({ database, queue, logger }: HealthDependencies) {
  async function check(name: string, probe: Probe): Promise<CheckResult> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    try {
      await withTimeout(probe.ping(), READINESS_CHECK_TIMEOUT_MS);
      return { ok: true, latency_ms: latency() };
    } catch (err) {
      // The response says which check failed; the reason (hosts, users) stays in the log.
      logger.warn({ err }, `readiness check failed: ${name}`);
      return { ok: false, latency_ms: latency(), error: `${name} unavailable` };
    }
  }

  return {
    liveness: () => ({
      status: 'ok' as const,
      version: APP_VERSION,
      uptime_s: Math.round(process.uptime()),
    }),

    async readiness(): Promise<ReadyResponse> {
      const [databaseCheck, queueCheck] = await Promise.all([
        check('database', database),
        check('queue', queue),
      ]);
      return {
        status: databaseCheck.ok && queueCheck.ok ? 'ready' : 'not_ready',
        database: { driver: database.driver, ...databaseCheck },
        queue: queueCheck,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

function withTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
