/** Applies the committed drizzle-kit migrations (./migrations) at every start. */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * An arbitrary constant key for pg_advisory_lock: in scale mode the API processes and workers
 * start together, and two migrators racing on one database would both try to create a table.
 */
const MIGRATION_LOCK_KEY = 7_262_025;

export async function migrate(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), config);
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), config);
  } finally {
    // Destroying the connection ends its session, which drops the lock even after a failure.
    client.release(true);
  }
}
