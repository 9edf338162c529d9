/**
 * Balance changes. Each one updates `users.credits` and writes its `credit_ledger` row in the
 * caller's transaction, so the ledger always sums to the balance.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { FREE_TRIAL_CREDITS, LEDGER_REASONS } from '../../../common/credits';
import type { Transaction } from '../../db/client';
import { creditGrants, creditLedger, users } from '../../db/schema';
import {
  addGrant,
  drawOnGrants,
  expireLapsedGrantsOf,
  grantExpiry,
  returnToGrants,
  takeFromGrants,
} from './credit-grants.repository';
import { lockUserRow } from '../../db/user-lock';
import { spendableCredits } from './spendable-credits.repository';

/**
 * Grants the free trial unless the account ever had it (5 credits, docs/product-rules.md#credits).
 * The conditional UPDATE makes a second grant a no-op even when two requests race
 * (docs/architecture.md#credits-debit-and-refund).
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
  const grantedAt = new Date();
  await tx.insert(creditGrants).values({
    userId,
    source: 'free_trial',
    credits: FREE_TRIAL_CREDITS,
    remaining: FREE_TRIAL_CREDITS,
    grantedAt,
    expiresAt: grantExpiry(grantedAt),
  });
  return true;
}

/**
 * Takes `cost` credits for a generation with one conditional UPDATE, so parallel requests can
 * never overspend (a read-then-write debit overdraws on PostgreSQL,
 * docs/architecture.md#credits-debit-and-refund). Grants that lapsed are expired first, so a
 * balance never spends credits past their lifetime, and the debit draws on the oldest grants.
 * @returns the balance after the debit, or null (nothing changed) when the balance is short.
 */
export async function debitForGeneration(
  tx: Transaction,
  { userId, cost, generationId }: { userId: string; cost: number; generationId: string },
): Promise<number | null> {
  await lockUserRow(tx, userId);
  await expireLapsedGrantsOf(tx, userId, new Date());
  const [debited] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits });
  if (!debited) return null;
  await tx.insert(creditLedger).values({
    userId,
    delta: -cost,
    balanceAfter: debited.credits,
    reason: LEDGER_REASONS.generation,
    generationId,
  });
  await drawOnGrants(tx, { userId, cost, generationId });
  return debited.credits;
}

/**
 * Gives a failed generation's credits back. Call it only in the transaction that moved the
 * generation to `failed`; the ledger's unique index refuses a second refund anyway.
 */
export async function refundGeneration(
  tx: Transaction,
  { userId, credits, generationId }: { userId: string; credits: number; generationId: string },
): Promise<void> {
  if (credits <= 0) return;
  const [refunded] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${credits}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!refunded) return;
  await tx.insert(creditLedger).values({
    userId,
    delta: credits,
    balanceAfter: refunded.credits,
    reason: LEDGER_REASONS.generationRefund,
    generationId,
  });
  await returnToGrants(tx, { generationId, credits });
}

/**
 * An admin's adjustment of `amount` credits (non-zero), in the caller's transaction. Added credits
 * are a grant that rolls over; removed ones are taken with a conditional UPDATE, after lapsed
 * grants expire, so the balance never goes below zero.
 * @returns the balance after, or null when the balance is short of a removal (only the lapsed
 * grants' expiry was written).
 */
export async function adjustByAdmin(
  tx: Transaction,
  { userId, amount, now }: { userId: string; amount: number; now: Date },
): Promise<number | null> {
  if (amount > 0) {
    const source = 'admin';
    const reason = LEDGER_REASONS.adminAdjustment;
    await addGrant(tx, { userId, credits: amount, source, reason, grantedAt: now });
    return balanceOf(tx, userId);
  }
  const removed = -amount;
  await lockUserRow(tx, userId);
  await expireLapsedGrantsOf(tx, userId, now);
  const [debited] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${removed}` })
    .where(and(eq(users.id, userId), gte(users.credits, removed)))
    .returning({ credits: users.credits });
  if (!debited) return null;
  await tx.insert(creditLedger).values({
    userId,
    delta: amount,
    balanceAfter: debited.credits,
    reason: LEDGER_REASONS.adminAdjustment,
  });
  await takeFromGrants(tx, { userId, credits: removed });
  return debited.credits;
}

/** The balance as it can be spent now, read in the transaction (for the 402's numbers). */
export async function balanceOf(tx: Transaction, userId: string): Promise<number> {
  const [user] = await tx
    .select({ credits: spendableCredits(new Date()) })
    .from(users)
    .where(eq(users.id, userId));
  return user?.credits ?? 0;
}
