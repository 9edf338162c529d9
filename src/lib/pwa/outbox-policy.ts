/**
 * What the outbox makes of one attempt (docs/architecture.md#the-outbox): the
 * server's answer turned into an outcome — sent, retry later, wait for sign-in, or refused for
 * good — and when "later" is. Pure: no clock, no storage, no network.
 */
import {
  createGenerationResponseSchema,
  insufficientCreditsErrorSchema,
  type Generation,
} from '../../../common/contracts/generations';
import type { FieldIssue } from '../../../common/studios/field-issues';
import { fieldIssuesOf } from '../api/field-issues';

/** Why the last attempt did not send the request (kept on the entry, shown to the user). */
export type OutboxProblem =
  /** No HTTP answer: offline, DNS, the connection dropped. Retried. */
  | { kind: 'network' }
  /** 5xx or 429: the server could not take it now. Retried. */
  | { kind: 'unavailable'; status: number }
  /** 409: the first request with this key is still being created. Retried. */
  | { kind: 'in-progress' }
  /** 401: the session ended. Kept until the user signs in again. */
  | { kind: 'signed-out' }
  /** 402: checked when sent, with the numbers docs/product-rules.md#credits-check shows. Final. */
  | { kind: 'insufficient-credits'; balance: number; cost: number; shortage: number }
  /**
   * 400, 404, 422 (a key reused for another request), …: the server will never take it. Final.
   * `fieldIssues`: the fields it refused, when it named them.
   */
  | {
      kind: 'refused';
      status: number;
      code: string | null;
      message: string;
      fieldIssues?: Record<string, FieldIssue>;
    }
  /** Not sent while the server still knew its key: sending it now could charge twice. Final. */
  | { kind: 'expired' };

/** What a transport answers for one attempt; it throws (any error) when no answer came. */
export interface SendAnswer {
  status: number;
  body: unknown;
  /** The Retry-After header, as sent. */
  retryAfter: string | null;
}

export type AttemptOutcome =
  | { type: 'sent'; generation: Generation }
  | { type: 'retry'; problem: OutboxProblem; retryAfterMs: number | null }
  | { type: 'wait-for-sign-in'; problem: OutboxProblem }
  | { type: 'failed'; problem: OutboxProblem };

/**
 * Exponential backoff (docs/architecture.md#the-outbox): the n-th retry waits BASE × 2^(n-1), at
 * most MAX, spread by ±JITTER so many devices coming back online together do not hit the server in
 * step.
 */
export const OUTBOX_BACKOFF = {
  /** First retry delay, in ms. */
  baseMs: 2_000,
  /** Longest delay between two attempts, in ms. */
  maxMs: 5 * 60_000,
  /** Each delay is multiplied by a random factor in [1 - jitter, 1 + jitter]. */
  jitter: 0.2,
} as const;

/** A Retry-After longer than this (ms) is not believed: the outbox asks again after it. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** The delay before retry number `attempt` (1 = the first retry); `random` is in [0, 1). */
export function backoffDelay(attempt: number, random: number): number {
  const { baseMs, maxMs, jitter } = OUTBOX_BACKOFF;
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (1 - jitter + 2 * jitter * random));
}

/** Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (Number.isNaN(ms)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

function field(body: unknown, name: string): string | null {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value ? value : null;
}

function refused(answer: SendAnswer): AttemptOutcome {
  const { status, body } = answer;
  const message =
    field(body, 'detail') ?? field(body, 'message') ?? `API request failed with status: ${status}`;
  const code = field(body, 'code');
  const fieldIssues = fieldIssuesOf(body);
  const problem: OutboxProblem = { kind: 'refused', status, code, message };
  return { type: 'failed', problem: fieldIssues ? { ...problem, fieldIssues } : problem };
}

/** Sorts one answer of POST /api/ai/<service> (common/contracts/generations.ts). */
export function outcomeOf(answer: SendAnswer, now: number): AttemptOutcome {
  const { status, body } = answer;
  if (status === 200 || status === 202) {
    const parsed = createGenerationResponseSchema.safeParse(body);
    // A created generation we cannot read: the request is done; never send it again.
    return parsed.success ? { type: 'sent', generation: parsed.data.generation } : refused(answer);
  }
  const retryAfterMs = parseRetryAfter(answer.retryAfter, now);
  if (status === 401) return { type: 'wait-for-sign-in', problem: { kind: 'signed-out' } };
  if (status === 402) {
    const credits = insufficientCreditsErrorSchema.safeParse(body);
    if (!credits.success) return refused(answer);
    const { balance, cost, shortage } = credits.data;
    return { type: 'failed', problem: { kind: 'insufficient-credits', balance, cost, shortage } };
  }
  // 409 idempotency_key_in_progress: the first attempt reached the server and is being created.
  if (status === 409) return { type: 'retry', problem: { kind: 'in-progress' }, retryAfterMs };
  if (status >= 500 || status === 429 || status === 408)
    return { type: 'retry', problem: { kind: 'unavailable', status }, retryAfterMs };
  return refused(answer);
}

/** The outcome of an attempt that got no answer at all. */
export const NETWORK_FAILURE: AttemptOutcome = {
  type: 'retry',
  problem: { kind: 'network' },
  retryAfterMs: null,
};
