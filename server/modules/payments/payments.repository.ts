/**
 * Payments and their events. Settling a payment is one transaction: the payment's row is held
 * (FOR UPDATE), its status moves, the plan and the credits are granted (a unique index makes a
 * grant happen once per payment and month) and the event is written with the gateway's payload.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { LEDGER_REASONS } from '../../../common/credits';
import type { PaymentFailureReason, PaymentMethod } from '../../../common/contracts/payments';
import { FAIR_USE_CREDITS_PER_MONTH, type PlanId, PLANS } from '../../../common/plans';
import type { Database, Transaction } from '../../db/client';
import { paymentEvents, payments, renewalReminders, users } from '../../db/schema';
import { addGrant } from '../credits/credit-grants.repository';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export interface PaymentEvent {
  paymentId: string | null;
  gateway: PaymentMethod;
  kind: 'checkout' | 'notification' | 'return' | 'query' | 'timeout';
  outcome: string;
  payload: unknown;
}

/** The first day of month `month` of a period that starts at `start` (UTC calendar months). */
export function monthOfPeriod(start: Date, month: number): Date {
  const date = new Date(start);
  date.setUTCMonth(date.getUTCMonth() + month);
  return date;
}

/**
 * A month of a plan's credits. Unlimited plans get their fair-use allowance, which lasts the
 * month only; other grants roll over (CREDIT_LIFETIME_MONTHS).
 */
async function grantPlanMonth(tx: Transaction, payment: PaymentRecord, month: number) {
  const plan = PLANS[payment.planId as PlanId];
  const grantedAt = monthOfPeriod(payment.periodStartsAt!, month);
  const unlimited = plan.monthlyCredits === null;
  return addGrant(tx, {
    userId: payment.userId!,
    credits: payment.credits ?? FAIR_USE_CREDITS_PER_MONTH,
    source: 'plan',
    reason: LEDGER_REASONS.planCredits,
    grantedAt,
    expiresAt: unlimited ? monthOfPeriod(payment.periodStartsAt!, month + 1) : undefined,
    paymentId: payment.id,
    periodMonth: month,
  });
}

export function createPaymentsRepository(db: Database) {
  async function recordEvent(tx: Transaction | Database, event: PaymentEvent) {
    await tx.insert(paymentEvents).values({
      paymentId: event.paymentId,
      gateway: event.gateway,
      kind: event.kind,
      outcome: event.outcome,
      payload: event.payload ?? {},
    });
  }

  return {
    recordEvent: (event: PaymentEvent) => recordEvent(db, event),

    async create(values: NewPayment, event: Omit<PaymentEvent, 'paymentId'>) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.insert(payments).values(values).returning();
        await recordEvent(tx, { ...event, paymentId: payment!.id });
        return payment!;
      });
    },

    async setReference(id: string, reference: string) {
      await db.update(payments).set({ gatewayReference: reference }).where(eq(payments.id, id));
    },

    async findById(id: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async listOf(userId: string): Promise<PaymentRecord[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(200);
    },

    /** One page of a user's payments, newest first, and how many they have (the admin's view). */
    async pageOf(userId: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(payments).where(eq(payments.userId, userId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async balanceOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, userId));
      return row?.credits ?? 0;
    },

    /**
     * Applies a verified notification. Completing is allowed from pending or failed (a payment
     * that timed out here can still be paid at the gateway: the money was taken, so it is
     * honoured); a failure never undoes a completed payment (out-of-order delivery).
     */
    async settle(
      paymentId: string,
      method: PaymentMethod,
      verdict: {
        result: 'paid' | 'failed';
        failureReason?: PaymentFailureReason;
        reference: string | null;
        /** null: not an integer in the gateway's unit, which no order's amount is. */
        amount: number | null;
        /** null: the notification stated no currency, which is refused like a wrong one. */
        currency: string | null;
      },
      event: Omit<PaymentEvent, 'paymentId' | 'outcome'>,
      now: Date,
    ): Promise<{ outcome: SettleOutcome; payment?: PaymentRecord }> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.method, method)))
          .for('update');
        const outcome = await (async (): Promise<SettleOutcome> => {
          if (!payment) return 'not_found';
          const currencyMatches =
            verdict.currency !== null &&
            verdict.currency.toUpperCase() === payment.gatewayCurrency.toUpperCase();
          if (verdict.amount !== payment.gatewayAmount || !currencyMatches)
            return 'amount_mismatch';
          if (payment.status === 'completed') return 'already_completed';
          if (verdict.result === 'failed') {
            if (payment.status === 'failed') return 'already_failed';
            await tx
              .update(payments)
              .set({
                status: 'failed',
                failureReason: verdict.failureReason ?? 'gateway_error',
                gatewayReference: verdict.reference ?? payment.gatewayReference,
              })
              .where(eq(payments.id, payment.id));
            return 'failed';
          }
          await complete(tx, payment, verdict.reference, now);
          return 'completed';
        })();
        await recordEvent(tx, { ...event, paymentId: payment ? payment.id : null, outcome });
        const [after] = payment
          ? await tx.select().from(payments).where(eq(payments.id, payment.id))
          : [];
        return { outcome, payment: after };
      });
    },

    /** Marks a pending payment failed (the timeout job); false if it was settled meanwhile. */
    async failPending(
      id: string,
      reason: PaymentFailureReason,
      event: Omit<PaymentEvent, 'paymentId'>,
    ) {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .update(payments)
          .set({ status: 'failed', failureReason: reason })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning({ id: payments.id });
        if (failed) await recordEvent(tx, { ...event, paymentId: id });
        return Boolean(failed);
      });
    },

    /** Pending payments created before `before`, for the timeout job. */
    async pendingBefore(before: Date): Promise<PaymentRecord[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
        .orderBy(asc(payments.createdAt))
        .limit(500);
    },

    /**
     * Grants each month of the running plan periods that has begun by `now` (the first is granted
     * at payment): a month granted already is a no-op of the unique index.
     * @returns how many months were granted now.
     */
    async grantDueMonths(now: Date): Promise<number> {
      const running = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'completed'),
            eq(payments.kind, 'plan'),
            eq(payments.period, 'annual'),
            isNotNull(payments.userId),
            gt(payments.periodEndsAt, now),
            lte(payments.periodStartsAt, now),
          ),
        );
      let granted = 0;
      for (const payment of running) {
        for (let month = 1; month < 12; month++) {
          if (monthOfPeriod(payment.periodStartsAt!, month) > now) break;
          if (monthOfPeriod(payment.periodStartsAt!, month) >= payment.periodEndsAt!) break;
          const added = await db.transaction((tx) => grantPlanMonth(tx, payment, month));
          if (added) granted++;
        }
      }
      return granted;
    },

    /** Users whose paid period ends within (from, to], not yet reminded for `daysBefore`. */
    async dueForReminder(from: Date, to: Date, daysBefore: number) {
      return db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          language: users.language,
          planId: users.planId,
          planEndsAt: users.planEndsAt,
        })
        .from(users)
        .where(
          and(
            ne(users.planId, 'free_trial'),
            eq(users.notifyRenewals, true),
            gt(users.planEndsAt, from),
            lte(users.planEndsAt, to),
            sql`NOT EXISTS (SELECT 1 FROM ${renewalReminders} r WHERE r.user_id = ${users.id}
              AND r.period_ends_at = ${users.planEndsAt} AND r.days_before = ${daysBefore})`,
          ),
        );
    },

    /** Claims a reminder (primary key): false if another run sent it. */
    async claimReminder(userId: string, periodEndsAt: Date, daysBefore: number) {
      const [claimed] = await db
        .insert(renewalReminders)
        .values({ userId, periodEndsAt, daysBefore })
        .onConflictDoNothing()
        .returning({ userId: renewalReminders.userId });
      return Boolean(claimed);
    },

    async releaseReminder(userId: string, periodEndsAt: Date, daysBefore: number) {
      await db
        .delete(renewalReminders)
        .where(
          and(
            eq(renewalReminders.userId, userId),
            eq(renewalReminders.periodEndsAt, periodEndsAt),
            eq(renewalReminders.daysBefore, daysBefore),
          ),
        );
    },

    async userOf(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          language: users.language,
          credits: users.credits,
          planId: users.planId,
          planEndsAt: users.planEndsAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async eventsOf(paymentIds: string[]) {
      if (paymentIds.length === 0) return [];
      return db
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentId, paymentIds))
        .orderBy(asc(paymentEvents.createdAt));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export type SettleOutcome =
  'completed' | 'already_completed' | 'failed' | 'already_failed' | 'not_found' | 'amount_mismatch';

/**
 * Completes a payment in the settling transaction: the status, then what it bought. A plan
 * bought again before its period ends extends it from the end; another plan starts now and
 * ends the earlier plan payments' periods (they grant no further months).
 */
async function complete(
  tx: Transaction,
  payment: PaymentRecord,
  reference: string | null,
  now: Date,
) {
  const [user] = await tx
    .select({ planId: users.planId, planEndsAt: users.planEndsAt })
    .from(users)
    .where(eq(users.id, payment.userId!))
    .for('update');
  let periodStartsAt: Date | null = null;
  let periodEndsAt: Date | null = null;
  if (payment.kind === 'plan' && user) {
    const extending = user.planId === payment.planId && user.planEndsAt && user.planEndsAt > now;
    periodStartsAt = extending ? user.planEndsAt! : now;
    periodEndsAt = monthOfPeriod(periodStartsAt, payment.period === 'annual' ? 12 : 1);
    if (!extending) {
      await tx
        .update(payments)
        .set({ periodEndsAt: now })
        .where(
          and(
            eq(payments.userId, payment.userId!),
            eq(payments.kind, 'plan'),
            eq(payments.status, 'completed'),
            gt(payments.periodEndsAt, now),
          ),
        );
    }
    await tx
      .update(users)
      .set({ planId: payment.planId as PlanId, planEndsAt: periodEndsAt })
      .where(eq(users.id, payment.userId!));
  }
  const [completed] = await tx
    .update(payments)
    .set({
      status: 'completed',
      failureReason: null,
      completedAt: now,
      gatewayReference: reference ?? payment.gatewayReference,
      periodStartsAt,
      periodEndsAt,
    })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'completed')))
    .returning();
  if (!completed || !user) return;
  if (completed.kind === 'pack') {
    await addGrant(tx, {
      userId: completed.userId!,
      credits: completed.credits!,
      source: 'pack',
      reason: LEDGER_REASONS.creditPack,
      grantedAt: now,
      paymentId: completed.id,
    });
  } else {
    // The first month's credits now: an early renewal gets them at once, not at its start.
    await grantPlanMonth(tx, { ...completed, periodStartsAt: now }, 0);
  }
}
