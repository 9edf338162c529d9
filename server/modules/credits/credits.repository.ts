/**
 * Balance changes. Each one updates `users.credits` and writes its `credit_ledger` row in the
 * caller's transaction, so the ledger always sums to the balance.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FREE_TRIAL_CREDITS, LEDGER_REASONS } from '../../../common/credits';
import type { Transaction } from '../../db/client';
import { creditLedger, users } from '../../db/schema';

/**
 * Grants the free trial unless the account ever had it (spec §9: 5 credits). The conditional
 * UPDATE makes a second grant a no-op even when two requests race (DESIGN.md §7).
 * @returns whether the credits were granted now.
 */
export async function grantFreeTrial(tx: Transaction, userId: string): Promise<boolean> {
  const [granted] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${FREE_TRIAL_CREDITS}`, freeTrialGrantedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.freeTrialGrantedAt)))
    .returning({ credits: users.credits });
  if (!granted) return false;
  await tx.insert(creditLedger).values({
    userId,
    delta: FREE_TRIAL_CREDITS,
    balanceAfter: granted.credits,
    reason: LEDGER_REASONS.freeTrial,
  });
  return true;
}
