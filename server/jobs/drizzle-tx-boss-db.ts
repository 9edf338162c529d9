/**
 * pg-boss 10's `db` option on an open drizzle transaction, on either driver: a job sent with
 * `boss.send(name, data, { db: drizzleTxBossDb(tx) })` exists only if the transaction commits,
 * so a debit and its generation job can never be half done
 * (docs/architecture.md#credits-debit-and-refund). On PGlite this is also the only way to enqueue
 * inside a transaction: its single session is held by `tx`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Transaction } from '../db/client';

export function drizzleTxBossDb(tx: Pick<Transaction, 'execute'>): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(withDrizzleParameters(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/** Rebuilds pg-boss's `$1, $2 …` placeholders as drizzle parameters. */
function withDrizzleParameters(text: string, values: unknown[]): SQL {
  const query = sql.empty();
  // split() with a capture group alternates text and parameter numbers.
  text.split(/\$(\d+)/).forEach((part, index) => {
    if (index % 2 === 0) query.append(sql.raw(part));
    // sql.param keeps an array as one parameter instead of a list of them.
    else query.append(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return query;
}
