/**
 * Boots what a server test file needs on a database of its own: an in-memory PGlite, or — when
 * DATABASE_URL is set — a fresh PostgreSQL database created for the file and dropped after it,
 * so files never share state and can run in parallel (docs/style.md#tests).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import pg from 'pg';
import type { Storage } from '../../server/adapters/storage/storage';
import { type App, buildApp } from '../../server/app';
import { type BackgroundTasks, createBackgroundTasks } from '../../server/background-tasks';
import { type Clock, systemClock } from '../../server/clock';
import { type Config, IN_MEMORY_DATA_DIR, loadConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { type Queue, startQueue } from '../../server/jobs/queue';
import { createLogger } from '../../server/logger';

export const silentLogger = createLogger({ LOG_LEVEL: 'silent' });

/** NODE_ENV=production, with the shared JWT_SECRET production requires on PostgreSQL. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-test-secret-long-enough-for-hs256',
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
}

export interface TestAppOptions {
  env?: Record<string, string>;
  testRoutes?: FastifyPluginAsync;
  clock?: Clock;
  /** The uploads' storage; without one, the app makes its own from the configuration. */
  storage?: Storage;
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

/** The app as main.ts builds it, plus test-only routes registered before it is ready. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config, database, close: closeDatabase } = await createTestDatabase(options.env);
  const queue = await startQueue(database, config, silentLogger);
  const routes: RouteOptions[] = [];
  const background = createBackgroundTasks(silentLogger);
  const app = await buildApp({
    config,
    database,
    queue,
    clock: options.clock ?? systemClock,
    background,
    onRoute: (route) => void routes.push(route),
    storage: options.storage,
  });
  if (options.testRoutes) await app.register(options.testRoutes);
  await app.ready();
  return {
    app,
    config,
    database,
    queue,
    routes,
    background,
    async close() {
      await app.close();
      await queue.stop();
      await closeDatabase();
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
