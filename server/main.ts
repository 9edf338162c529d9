/**
 * The server process (`npm start`, `npm run dev`): the API and the built PWA on one port and,
 * unless WORKERS=0, the job handlers in the same process (DESIGN.md §1).
 */
import { buildApp } from './app';
import { seed } from './db/seed';
import { registerJobHandlers } from './jobs/handlers';
import { openDatabaseAndQueue, runEntryPoint } from './lifecycle';

runEntryPoint(async (context) => {
  const { config, logger, onShutdown } = context;
  const { database, queue } = await openDatabaseAndQueue(context);
  await seed(database.db, { config, logger });
  if (config.WORKERS !== '0') await registerJobHandlers(queue);

  const app = await buildApp({ config, database, queue, logger });
  // Closed first: in-flight requests finish while the queue and the database are still open.
  onShutdown('HTTP server', () => app.close());
  await app.listen({
    host: config.HOST,
    port: config.PORT,
    // Fastify's "listening" line, made the one line that says the server is ready, and where.
    listenTextResolver: (address) => `ready at ${config.PUBLIC_URL} (listening on ${address})`,
  });
});
