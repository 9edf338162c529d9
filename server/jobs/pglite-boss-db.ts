/**
 * pg-boss 10's `db` option on PGlite, which pg-boss cannot reach through a connection string
 * (docs/architecture.md#job-queue; pg-boss 12 ships the same idea as `fromPglite`).
 */
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

export function pgliteBossDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        // With parameters it is one statement: the extended protocol.
        if (values?.length) return await pglite.query(text, values);
        // Without, it may be several (pg-boss's schema install wraps DDL in BEGIN … COMMIT).
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        // PGlite is one session: a failed statement inside BEGIN would poison every later query.
        await pglite.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}
