/**
 * Migration 0007 (docs/studios.md "The params column"): try-on's garment category moves from
 * its own column into `params`, on a database that holds generations made before it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { createTestDatabase, queryRows, type TestDatabase } from '../test-app';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
const PARAMS_MIGRATION = '0007_generation_params';

/** A copy of the migrations folder that ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateFrom(database: DatabaseHandle, migrationsFolder: string) {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
  } else {
    await migratePostgres(drizzlePostgres({ client: database.pool }), { migrationsFolder });
  }
}

let test: TestDatabase;
let before: string;
beforeAll(async () => {
  test = await createTestDatabase({}, { migrated: false });
  before = migrationsBefore(PARAMS_MIGRATION);
  await migrateFrom(test.database, before);
});
afterAll(async () => {
  await test.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0007 (generation params)', () => {
  it('moves the category of existing generations into params, and keeps the rest', async () => {
    const [user] = await queryRows<{ id: string }>(
      test.database,
      `INSERT INTO users (email, name) VALUES ('old@example.com', 'Old') RETURNING id`,
    );
    const [tops, none] = await queryRows<{ id: string }>(
      test.database,
      `INSERT INTO generations (user_id, service, status, engine, quality, category,
         credits_charged, inputs, result_key)
       VALUES ('${user!.id}', 'virtual-tryon', 'success', 'local', 'preview', 'tops', 1, '[]',
               'generations/aa/result.jpg'),
              ('${user!.id}', 'virtual-tryon', 'failed', 'local', 'preview', NULL, 1, '[]', NULL)
       RETURNING id`,
    );

    await migrate(test.database);

    const rows = await queryRows<{ id: string; params: unknown; result_key: string | null }>(
      test.database,
      `SELECT id, params, result_key FROM generations`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(tops!.id)).toMatchObject({
      params: { category: 'tops' },
      result_key: 'generations/aa/result.jpg',
    });
    expect(byId.get(none!.id)).toMatchObject({ params: {}, result_key: null });
    const columns = await queryRows<{ column_name: string }>(
      test.database,
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'generations'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('category');
  });
});
