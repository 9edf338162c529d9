/**
 * The balance as it can be spent now (docs/payments.md#credits): the stored balance less what is
 * left of the grants that lapsed, whether or not the daily expiry job has written them off yet.
 * Every read of a user's balance goes through this, so a lapsed credit never shows, and the
 * debit expires lapsed grants before it takes anything (credits.repository.ts).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { creditGrants, users } from '../../db/schema';

/**
 * Column names are written out whole: Drizzle leaves the table off in a one-table select, and
 * an unqualified `id` inside the subquery would be the grant's.
 */
const USER_ID = sql.raw('"users"."id"');
const USER_CREDITS = sql.raw('"users"."credits"');

/** `users.credits` less the lapsed grants' remaining credits at `now`; never below zero. */
export function spendableCredits(now: Date) {
  return sql<number>`GREATEST(${USER_CREDITS} - COALESCE((
    SELECT sum(lapsed.remaining) FROM ${creditGrants} AS lapsed
    WHERE lapsed.user_id = ${USER_ID}
      AND lapsed.remaining > 0
      AND lapsed.expires_at <= ${now.toISOString()}::timestamptz), 0), 0)`.mapWith(Number);
}

/** A user row's columns with `credits` as spendable at `now`. */
export function userWithSpendableCredits(now: Date) {
  return { ...getTableColumns(users), credits: spendableCredits(now) };
}
