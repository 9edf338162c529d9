/**
 * Opens the database: PostgreSQL through a pg.Pool when DATABASE_URL is set, else PGlite (WASM
 * PostgreSQL) in DATA_DIR/pglite. Both come out as one driver-agnostic Drizzle type, so the code
 * above this module never knows which one it runs on (docs/architecture.md#what-runs-where).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Config, IN_MEMORY_DATA_DIR, isInMemory } from '../config';
import type { Logger } from '../logger';
import { lockDirectory } from './lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * Inside `db.transaction(tx => …)` use `tx` only: touching `db` there hangs PGlite
 * (docs/architecture.md#pglite-caveats).
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DatabaseCommon {
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes the connections and, for PGlite, releases the data-directory lock. */
  close(): Promise<void>;
}
export type DatabaseHandle =
  | (DatabaseCommon & { driver: 'pglite'; pglite: PGlite })
  | (DatabaseCommon & { driver: 'postgres'; pool: pg.Pool });

/** Connections per process; pg-boss keeps its own small pool beside this one. */
const POSTGRES_POOL_SIZE = 10;

export async function openDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, logger)
    : openPglite(config.DATA_DIR);
}

async function openPostgres(connectionString: string, logger: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: POSTGRES_POOL_SIZE });
  // An idle client that loses its connection emits 'error'; unhandled, that would end the process.
  pool.on('error', (err) => logger.error({ err }, 'idle PostgreSQL connection failed'));
  return {
    driver: 'postgres',
    pool,
    db: drizzlePostgres({ client: pool, schema }),
    ping: async () => void (await pool.query('SELECT 1')),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let directory = IN_MEMORY_DATA_DIR;
  let unlock = () => {};
  if (!isInMemory(dataDir)) {
    directory = path.join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    unlock = lockDirectory(directory);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(directory);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    driver: 'pglite',
    pglite,
    db: drizzlePglite({ client: pglite, schema }),
    ping: async () => void (await pglite.query('SELECT 1')),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
