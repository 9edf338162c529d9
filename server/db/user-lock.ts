/**
 * The one lock an account's limited writes queue on (docs/architecture.md#per-account-limits):
 * whatever counts what the account holds and then adds to it (API tokens, webhook endpoints,
 * body models, stored bytes) and every balance change takes the user's row first, in its own
 * transaction, so parallel requests — in one process or many — count one after another and
 * never pass a limit together.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { users } from './schema';

/**
 * Holds the user's row for the rest of the transaction. FOR NO KEY UPDATE, the lock an UPDATE of
 * the balance takes: it queues the account's writes one after another, yet lets rows that
 * reference the user (a generation or an endpoint inserted earlier in this or another
 * transaction, which holds KEY SHARE) through. FOR UPDATE would wait on those, and parallel
 * requests would deadlock on each other.
 */
export async function lockUserRow(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
