/**
 * A worker-only process for scale mode (`npm run worker`): it runs the job handlers against the
 * shared PostgreSQL and serves no HTTP. Start as many as the load needs.
 */
import { registerJobHandlers } from './jobs/handlers';
import { JOB_NAMES } from './jobs/job-names';
import { openDatabaseAndQueue, runEntryPoint } from './lifecycle';
import { StartupError } from './startup-error';

runEntryPoint(async (context) => {
  if (!context.config.DATABASE_URL) {
    // PGlite allows one process per data directory, and the server process runs its jobs itself.
    throw new StartupError(
      'npm run worker needs DATABASE_URL (scale mode); with PGlite the server runs the jobs.',
    );
  }
  const { queue } = await openDatabaseAndQueue(context);
  await registerJobHandlers(queue);
  context.logger.info({ queues: Object.values(JOB_NAMES) }, 'worker ready');
});
