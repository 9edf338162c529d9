/**
 * Work done after the response has gone, such as the mail of POST /auth/forgot-password: the
 * answer must not wait for it, or its timing would tell whether the account exists.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `work` now; a failure is logged under `label`, never thrown. */
  run(label: string, work: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (shutdown, tests). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => logger.error({ err }, `background task failed: ${label}`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
