/**
 * Boots what a server test file needs on a database of its own: an in-memory PGlite, or — when
 * DATABASE_URL is set — a fresh PostgreSQL database created for the file and dropped after it,
 * so files never share state and can run in parallel (docs/style.md#tests). The one place that
 * assembles the app for tests: every file, auth or generations, gets it from createTestApp.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync, RouteOptions } from 'fastify';
import pg from 'pg';
import { createLocalFileStorage } from '../../server/adapters/storage/local-file-storage';
import type { Storage } from '../../server/adapters/storage/storage';
import { type App, buildApp } from '../../server/app';
import { type BackgroundTasks, createBackgroundTasks } from '../../server/background-tasks';
import { type Clock, systemClock } from '../../server/clock';
import { type Config, IN_MEMORY_DATA_DIR, loadConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import type { EngineResult, TryOnEngine } from '../../server/engines/engine';
import type { AccountJobs } from '../../server/jobs/handlers';
import { type Queue, type QueueTuning, startQueue } from '../../server/jobs/queue';
import { createLogger } from '../../server/logger';
import { createAccountJobs } from '../../server/modules/account/account-jobs';
import { createWebhookJobs } from '../../server/modules/webhooks/webhooks.module';
import type { StudioEngines } from '../../server/studios/studio-module';
import { engineLabelsFrom } from '../../server/modules/generations/engine-labels';
import { onTestEngine, PIPELINE_STUDIO_MODULES } from './helpers/real-studios';
import { sharpTryOnEngine, switchableEngine } from './helpers/test-engines';
import { testSamples } from './helpers/test-samples';
import { registerTestWorkers } from './helpers/test-workers';

export const silentLogger = createLogger({ LOG_LEVEL: 'silent' });

/** NODE_ENV=production, with the shared secrets production requires on PostgreSQL. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-test-secret-long-enough-for-hs256',
  SETTINGS_ENCRYPTION_KEY: '00'.repeat(32),
};

/** Tests that do not set STATIC_DIR get one that does not exist: no dependency on a build. */
const NO_BUILD_DIR = path.join(tmpdir(), 'ai-fashion-studio-tests-no-build');

export interface TestDatabase {
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestApp extends TestDatabase {
  app: App;
  queue: Queue;
  /** Every route the app registered, as Fastify's onRoute hook saw it. */
  routes: RouteOptions[];
  /** Settles once the work the app did after its responses (mails) is done. */
  background: BackgroundTasks;
  /** The uploads' storage (wrapped as asked), on `storageDir`, which closing removes. */
  storage: Storage;
  storageDir: string;
  /** Try-on's engine in this process; `engine.use(other)` for the runs that follow. */
  engine: ReturnType<typeof switchableEngine>;
  /** With `workers`: the profile page's jobs on the test's clock, which a test may call too. */
  accountJobs?: AccountJobs;
  /** Results the (test) watermark was applied to. */
  watermarked: EngineResult[];
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** The request log's logger, as main.ts gives one; none by default (the app logs nothing). */
  logger?: FastifyBaseLogger;
  testRoutes?: FastifyPluginAsync;
  clock?: Clock;
  /** Wraps the test storage (to hold a request inside it, for instance). */
  wrapStorage?: (storage: Storage) => Storage;
  /** Try-on's engine at first (a sharp one by default, real pixels and no randomness). */
  engine?: TryOnEngine;
  /**
   * More studios to run, beside try-on on `engine` (a test's own studio modules): then each
   * one's engine is also what the API queues its generations for. Without them, the API labels
   * each studio with the configuration's engine, as the server does.
   */
  studios?: StudioEngines;
  /**
   * Run the job handlers in this process, as main.ts does: the studios' jobs and the account
   * jobs. Off by default: most files never queue a job.
   */
  workers?: boolean;
  /** Queue timings over the defaults; a failed generation is retried without delay unless set. */
  tuning?: Partial<QueueTuning>;
}

/**
 * A migrated database of the file's own, and the config that points at it. `migrated: false`
 * leaves it empty (a test of a migration applies them itself).
 */
export async function createTestDatabase(
  env: Record<string, string> = {},
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const server = process.env.DATABASE_URL;
  const postgres = server ? await createPostgresDatabase(server) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    STATIC_DIR: NO_BUILD_DIR,
    ...(postgres && { DATABASE_URL: postgres.url }),
    ...env,
  });
  const database = await openDatabase(config, silentLogger);
  if (migrated) await migrate(database);
  return {
    config,
    database,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * The app as main.ts builds it, on the test samples and a storage directory of the file's own,
 * plus test-only routes registered before it is ready and, if asked, the job handlers.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config, database, close: closeDatabase } = await createTestDatabase(options.env);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'ai-fashion-studio-test-media-'));
  const plain = createLocalFileStorage(storageDir);
  const storage = options.wrapStorage?.(plain) ?? plain;
  const clock = options.clock ?? systemClock;
  const tuning = { generationRetryDelaySeconds: 0, ...options.tuning };
  const queue = await startQueue(database, config, silentLogger, tuning);
  const routes: RouteOptions[] = [];
  const background = createBackgroundTasks(silentLogger);
  const samples = testSamples();
  const engine = switchableEngine(options.engine ?? sharpTryOnEngine());
  const engines = { ...onTestEngine('virtual-tryon', engine), ...options.studios };
  const app = await buildApp({
    config,
    database,
    queue,
    clock,
    background,
    ...(options.logger && { logger: options.logger }),
    onRoute: (route) => void routes.push(route),
    storage,
    samples,
    // Without studios of the test's own, the configured labels, try-on's photo check left out
    // (these tests send plain pictures as model photos; photo-check.test.ts has the check).
    engines: options.studios ? engines : engineLabelsFrom(config, PIPELINE_STUDIO_MODULES),
  });
  if (options.testRoutes) await app.register(options.testRoutes);
  await app.ready();
  const watermarked: EngineResult[] = [];
  let accountJobs: AccountJobs | undefined;
  if (options.workers) {
    accountJobs = createAccountJobs({
      db: database.db,
      storage,
      config,
      logger: silentLogger,
      clock,
    });
    await registerTestWorkers(queue, {
      database,
      storage,
      engines,
      logger: silentLogger,
      watermark: async (output) => (watermarked.push(output), output),
      accounts: accountJobs,
      webhooks: createWebhookJobs({
        db: database.db,
        queue,
        config,
        logger: silentLogger,
        clock,
      }),
    });
  }
  return {
    app,
    config,
    database,
    queue,
    routes,
    background,
    storage,
    storageDir,
    engine,
    accountJobs,
    watermarked,
    async close() {
      await app.close();
      await queue.stop();
      await closeDatabase();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Raw SQL for assertions, below drizzle, on either driver. */
export async function queryRows<Row>(database: DatabaseHandle, text: string): Promise<Row[]> {
  const result =
    database.driver === 'pglite'
      ? await database.pglite.query<Row>(text)
      : await database.pool.query(text);
  return result.rows as Row[];
}

async function createPostgresDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  const base = url.pathname.slice(1).replace(/[^a-z0-9_]/gi, '_') || 'test';
  const name = `${base}_${randomBytes(5).toString('hex')}`.toLowerCase();
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends any connection a failed test left open.
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
