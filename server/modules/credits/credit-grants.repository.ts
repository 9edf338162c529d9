/**
 * Credits roll over (docs/payments.md#credits): every grant is spendable for
 * CREDIT_LIFETIME_MONTHS, the oldest grants are spent first, and what is left of a grant when it
 * lapses leaves the balance as an expiry row of the ledger. These functions run inside the
 * caller's transaction, always locking the user's row before the user's grants, so a debit, a
 * refund, a grant and the expiry job never deadlock each other.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { LEDGER_REASONS, type LedgerReason } from '../../../common/credits';
import { CREDIT_LIFETIME_MONTHS } from '../../../common/plans';
import type { Database, Transaction } from '../../db/client';
import { creditGrants, creditGrantUses, creditLedger, users } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';

export type GrantSource = 'free_trial' | 'plan' | 'pack' | 'admin';

/** When a grant given at `grantedAt` lapses: the same day CREDIT_LIFETIME_MONTHS later. */
export function grantExpiry(grantedAt: Date): Date {
  const expiry = new Date(grantedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_LIFETIME_MONTHS);
  return expiry;
}

export interface NewGrant {
  userId: string;
  credits: number;
  source: GrantSource;
  reason: LedgerReason;
  grantedAt: Date;
  /** When it lapses; by default CREDIT_LIFETIME_MONTHS after `grantedAt`. */
  expiresAt?: Date;
  /** With `periodMonth`, the key that makes a payment's grant happen once. */
  paymentId?: string;
  periodMonth?: number;
}

/**
 * Adds a grant, the balance and its ledger row. A second grant for the same payment and month is
 * refused by the unique index (ON CONFLICT DO NOTHING), not by a check before the insert.
 * @returns whether the credits were granted now.
 */
export async function addGrant(tx: Transaction, grant: NewGrant): Promise<boolean> {
  await lockUserRow(tx, grant.userId);
  const [inserted] = await tx
    .insert(creditGrants)
    .values({
      userId: grant.userId,
      source: grant.source,
      credits: grant.credits,
      remaining: grant.credits,
      grantedAt: grant.grantedAt,
      expiresAt: grant.expiresAt ?? grantExpiry(grant.grantedAt),
      paymentId: grant.paymentId,
      periodMonth: grant.periodMonth ?? 0,
    })
    .onConflictDoNothing()
    .returning({ id: creditGrants.id });
  if (!inserted) return false;
  const [user] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${grant.credits}` })
    .where(eq(users.id, grant.userId))
    .returning({ credits: users.credits });
  await tx.insert(creditLedger).values({
    userId: grant.userId,
    delta: grant.credits,
    balanceAfter: user!.credits,
    reason: grant.reason,
    paymentId: grant.paymentId,
  });
  return true;
}

/**
 * Takes `credits` from the user's grants, soonest to lapse first; credits without a grant
 * (given before grants existed) cover the rest. Returns what it took from each grant.
 */
async function takeSoonestLapsing(
  tx: Transaction,
  userId: string,
  credits: number,
): Promise<{ grantId: string; taken: number }[]> {
  const grants = await tx
    .select({ id: creditGrants.id, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), gt(creditGrants.remaining, 0)))
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
    .for('update');
  const takings: { grantId: string; taken: number }[] = [];
  let left = credits;
  for (const grant of grants) {
    if (left === 0) break;
    const taken = Math.min(left, grant.remaining);
    left -= taken;
    await tx
      .update(creditGrants)
      .set({ remaining: grant.remaining - taken })
      .where(eq(creditGrants.id, grant.id));
    takings.push({ grantId: grant.id, taken });
  }
  return takings;
}

/**
 * Takes `cost` credits from the user's grants for a generation, and notes which grants it drew
 * on (a refund gives them back there). Call after the balance's own conditional debit, in the
 * same transaction.
 */
export async function drawOnGrants(
  tx: Transaction,
  { userId, cost, generationId }: { userId: string; cost: number; generationId: string },
): Promise<void> {
  for (const { grantId, taken } of await takeSoonestLapsing(tx, userId, cost)) {
    await tx.insert(creditGrantUses).values({ generationId, grantId, credits: taken });
  }
}

/**
 * Takes `credits` out of the user's grants for good, with no generation to refund them to (an
 * admin's removal).
 */
export async function takeFromGrants(
  tx: Transaction,
  { userId, credits }: { userId: string; credits: number },
): Promise<void> {
  await takeSoonestLapsing(tx, userId, credits);
}

/**
 * Gives a refund back to the grants the generation drew on, latest-lapsing first. A grant that
 * lapsed meanwhile gets its credits back too, and the next expiry run takes them.
 */
export async function returnToGrants(
  tx: Transaction,
  { generationId, credits }: { generationId: string; credits: number },
): Promise<void> {
  const uses = await tx
    .select({ grantId: creditGrantUses.grantId, credits: creditGrantUses.credits })
    .from(creditGrantUses)
    .innerJoin(creditGrants, eq(creditGrants.id, creditGrantUses.grantId))
    .where(eq(creditGrantUses.generationId, generationId))
    .orderBy(desc(creditGrants.expiresAt))
    .for('update');
  let left = credits;
  for (const use of uses) {
    if (left === 0) break;
    const back = Math.min(left, use.credits);
    left -= back;
    await tx
      .update(creditGrants)
      .set({ remaining: sql`${creditGrants.remaining} + ${back}` })
      .where(eq(creditGrants.id, use.grantId));
    await tx
      .update(creditGrantUses)
      .set({ credits: use.credits - back })
      .where(
        and(
          eq(creditGrantUses.generationId, generationId),
          eq(creditGrantUses.grantId, use.grantId),
        ),
      );
  }
}

/**
 * Ends the user's grants that lapsed by `now`: their remaining credits leave the balance, one
 * expiry row each. The caller holds the user's row (lockUserRow).
 * @returns the credits that lapsed.
 */
export async function expireLapsedGrantsOf(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<number> {
  const lapsed = await tx
    .select({ id: creditGrants.id, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        gt(creditGrants.remaining, 0),
        lte(creditGrants.expiresAt, now),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt))
    .for('update');
  let total = 0;
  for (const grant of lapsed) {
    await tx.update(creditGrants).set({ remaining: 0 }).where(eq(creditGrants.id, grant.id));
    // GREATEST: the balance never goes negative, even if a hand edit broke the invariant.
    const [user] = await tx
      .update(users)
      .set({ credits: sql`GREATEST(${users.credits} - ${grant.remaining}, 0)` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    await tx.insert(creditLedger).values({
      userId,
      delta: -grant.remaining,
      balanceAfter: user!.credits,
      reason: LEDGER_REASONS.creditExpiry,
    });
    total += grant.remaining;
  }
  return total;
}

/**
 * The expiry job: every user with a lapsed grant, one transaction each.
 * @returns the credits that lapsed in all.
 */
export async function expireLapsedGrants(db: Database, now: Date): Promise<number> {
  const owners = await db
    .selectDistinct({ userId: creditGrants.userId })
    .from(creditGrants)
    .where(and(gt(creditGrants.remaining, 0), lte(creditGrants.expiresAt, now)));
  let total = 0;
  for (const { userId } of owners) {
    total += await db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      return expireLapsedGrantsOf(tx, userId, now);
    });
  }
  return total;
}
