/**
 * What the server and the worker processes share: the start-up sequence of
 * docs/architecture.md#server-start-up-and-shutdown (config -> database -> migrations -> queue) and
 * an ordered, once-only shutdown.
 */
import { removeLeftoverMediaTemp } from './adapters/media/media-temp';
import { type Config, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { type Queue, startQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { StartupError } from './startup-error';

/** The whole shutdown's budget, in ms: above pg-boss's 30 s wait for jobs in progress. */
const SHUTDOWN_TIMEOUT_MS = 35_000;

export interface EntryPointContext {
  config: Config;
  logger: Logger;
  /** Registers a resource to close at shutdown; the last one registered closes first. */
  onShutdown(name: string, close: () => Promise<unknown>): void;
}

/**
 * Runs an entry point's start-up. SIGTERM/SIGINT close what it opened, newest first, then exit
 * (a second signal exits at once); a failed start closes it too and exits with status 1.
 */
export function runEntryPoint(start: (context: EntryPointContext) => Promise<void>): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  for (const warning of config.CONFIG_WARNINGS) logger.warn(warning);
  const { onShutdown, closeAll } = createShutdown(logger);
  exitOnSignals(closeAll, logger);
  removeCrashLeftovers(logger)
    .then(() => start({ config, logger, onShutdown }))
    .catch(async (error: unknown) => {
      if (error instanceof StartupError) logger.fatal(error.message);
      else logger.fatal({ err: error }, 'start-up failed');
      await closeAll();
      process.exit(1);
    });
}

/**
 * Before any video work: the temporary folders a crashed process left (raw uploads with their
 * metadata) are removed. A failure to remove them is logged, never a reason not to start.
 */
async function removeCrashLeftovers(logger: Logger): Promise<void> {
  const removed = await removeLeftoverMediaTemp().catch((err: unknown) => {
    logger.warn({ err }, 'could not remove the temporary video folders of stopped processes');
    return 0;
  });
  if (removed > 0) logger.info({ removed }, 'removed temporary video folders of stopped processes');
}

function createShutdown(logger: Logger) {
  const closers: Array<{ name: string; close: () => Promise<unknown> }> = [];
  let closing: Promise<void> | undefined;
  return {
    onShutdown: (name: string, close: () => Promise<unknown>) => void closers.push({ name, close }),
    /** Closes every resource once, newest first; a failure is logged and the rest still close. */
    closeAll: () =>
      (closing ??= (async () => {
        for (const { name, close } of [...closers].reverse()) {
          await close().catch((err: unknown) =>
            logger.error({ err }, `shutdown: closing ${name} failed`),
          );
        }
      })()),
  };
}

function exitOnSignals(closeAll: () => Promise<void>, logger: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn(`${signal} again: exiting without finishing the shutdown`);
      process.exit(1);
    }
    signalled = true;
    logger.info(`${signal}: shutting down`);
    setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void closeAll().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Opens and migrates the database, then starts the job queue on it. */
export async function openDatabaseAndQueue({
  config,
  logger,
  onShutdown,
}: EntryPointContext): Promise<{ database: DatabaseHandle; queue: Queue }> {
  const database = await openDatabase(config, logger);
  onShutdown('database', () => database.close());
  await migrate(database);
  const queue = await startQueue(database, config, logger);
  onShutdown('job queue', () => queue.stop());
  return { database, queue };
}
