/**
 * Rows for the admin statistics' tests, written straight into the database at chosen instants
 * (users, generations with their ledger rows, payments), and the expected figures worked out in
 * plain JavaScript from the same arrays: never by the SQL under test.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceSlug } from '../../../common/studios/studios';
import type { GenerationStatus } from '../../../common/contracts/generations';
import type { PlanId } from '../../../common/plans';
import { creditLedger, generations, payments, users } from '../../../server/db/schema';
import type { TestApp } from '../test-app';

export interface SeedUser {
  at: string;
  verified: boolean;
  plan?: PlanId;
  planEndsAt?: string;
}

export interface SeedGeneration {
  service: ServiceSlug;
  status: GenerationStatus;
  /** When it was requested (an ISO instant). */
  at: string;
  /** Seconds from the request to the result (success and failed). */
  seconds?: number;
  errorCode?: string;
  credits: number;
}

export interface SeedPayment {
  method: string;
  amountVnd: number;
  status: 'pending' | 'completed' | 'failed';
  /** When it completed (completed ones), else when it was made. */
  at: string;
}

export async function seedUsers(server: TestApp, rows: readonly SeedUser[]) {
  if (rows.length === 0) return;
  await server.database.db.insert(users).values(
    rows.map((row) => ({
      email: `seed-${randomUUID()}@example.com`,
      name: 'Seeded User',
      isVerified: row.verified,
      planId: row.plan ?? 'free_trial',
      planEndsAt: row.planEndsAt ? new Date(row.planEndsAt) : null,
      createdAt: new Date(row.at),
    })),
  );
}

/** Generations of `userId`, each with its debit and, when it failed, its refund. */
export async function seedGenerations(
  server: TestApp,
  userId: string,
  rows: readonly SeedGeneration[],
) {
  const { db } = server.database;
  for (const row of rows) {
    const createdAt = new Date(row.at);
    const finished = row.status === 'success' || row.status === 'failed';
    const [generation] = await db
      .insert(generations)
      .values({
        userId,
        service: row.service,
        status: row.status,
        engine: 'local',
        quality: 'preview',
        creditsCharged: row.credits,
        inputs: [],
        errorCode: row.errorCode ?? null,
        createdAt,
        startedAt: row.status === 'queued' ? null : createdAt,
        finishedAt: finished ? new Date(createdAt.getTime() + (row.seconds ?? 1) * 1000) : null,
      })
      .returning();
    const ledger = [{ delta: -row.credits, reason: 'generation' }];
    if (row.status === 'failed') ledger.push({ delta: row.credits, reason: 'generation_refund' });
    await db.insert(creditLedger).values(
      ledger.map((entry) => ({
        userId,
        generationId: generation!.id,
        balanceAfter: 0,
        createdAt,
        ...entry,
      })),
    );
  }
}

export async function seedPayments(server: TestApp, userId: string, rows: readonly SeedPayment[]) {
  if (rows.length === 0) return;
  await server.database.db.insert(payments).values(
    rows.map((row) => ({
      userId,
      kind: 'pack',
      packId: 'pack_20',
      amountVnd: row.amountVnd,
      gatewayAmount: row.amountVnd,
      gatewayCurrency: 'VND',
      credits: 20,
      method: row.method,
      status: row.status,
      createdAt: new Date(row.at),
      completedAt: row.status === 'completed' ? new Date(row.at) : null,
    })),
  );
}

const HOUR_MS = 3_600_000;

/** The Vietnam calendar day of an instant: UTC+7, written out by hand. */
export const vietnamDayOf = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + 7 * HOUR_MS).toISOString().slice(0, 10);

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 24 * HOUR_MS).toISOString().slice(0, 10);
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The p-th percentile with linear interpolation between the closest ranks. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Counts of `items` by `key`, as a plain object. */
export function countBy<Item>(items: readonly Item[], key: (item: Item) => string) {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
