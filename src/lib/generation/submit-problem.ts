/**
 * What a failed submit tells the user (README.md "Errors"): the credit numbers, the fields the
 * server refused (each with its issue, said in the user's language by the studio's page),
 * offline, a device too full to keep the request for later, a queued request that waited too
 * long, or the server's words.
 */
import {
  GENERATION_REQUEST_ERRORS,
  insufficientCreditsErrorSchema,
} from '../../../common/contracts/generations';
import type { FieldIssue } from '../../../common/studios/field-issues';
import type { ServiceSlug } from '../../../common/studios/studios';
import { ApiError } from '../api/api-error';
import { fieldIssuesOf } from '../api/field-issues';
import type { OutboxProblem } from '../pwa/outbox-policy';
import { StorageQuotaError } from '../storage/storage-quota';
import { checkCredits, type CreditCheck } from './credit-check';

/** The outbox sent the queued request and the server refused it for good. */
export class QueuedRequestRefused extends Error {
  override readonly name = 'QueuedRequestRefused';
  constructor(readonly problem: OutboxProblem) {
    super(problem.kind === 'refused' ? problem.message : problem.kind);
  }
}

export type SubmitProblem =
  | { kind: 'credits'; check: Extract<CreditCheck, { ok: false }> }
  /** The fields the server refused, by name, each with its issue. */
  | { kind: 'fields'; issues: Record<string, FieldIssue> }
  | { kind: 'offline' }
  | { kind: 'storage' }
  | { kind: 'expired' }
  /** Too many generations sent with their photos in a short time (a 429): wait and retry. */
  | { kind: 'rateLimited'; seconds: number }
  | { kind: 'other'; message: string };

/** Only for a 429 without retry_after_s: the server always sends it. */
const DEFAULT_WAIT_S = 60;

function creditsProblem(
  service: ServiceSlug,
  numbers: { balance: number; cost: number; shortage: number },
): SubmitProblem | null {
  const check = checkCredits(service, numbers.balance);
  if (check.ok) return null;
  return { kind: 'credits', check: { ...check, cost: numbers.cost, shortage: numbers.shortage } };
}

function queuedProblem(service: ServiceSlug, { problem }: QueuedRequestRefused): SubmitProblem {
  if (problem.kind === 'insufficient-credits')
    return creditsProblem(service, problem) ?? { kind: 'other', message: problem.kind };
  if (problem.kind === 'expired') return { kind: 'expired' };
  if (problem.kind !== 'refused') return { kind: 'other', message: problem.kind };
  if (problem.fieldIssues) return { kind: 'fields', issues: problem.fieldIssues };
  return { kind: 'other', message: problem.message };
}

export function submitProblem(service: ServiceSlug, error: unknown): SubmitProblem {
  if (error instanceof QueuedRequestRefused) return queuedProblem(service, error);
  if (error instanceof StorageQuotaError) return { kind: 'storage' };
  if (error instanceof ApiError) {
    const refused = insufficientCreditsErrorSchema.safeParse(error.body);
    const credits = refused.success ? creditsProblem(service, refused.data) : null;
    if (credits) return credits;
    const issues = fieldIssuesOf(error.body);
    if (issues) return { kind: 'fields', issues };
    if (error.isNetworkError) return { kind: 'offline' };
    if (error.status === 429) {
      return { kind: 'rateLimited', seconds: error.retryAfterSeconds ?? DEFAULT_WAIT_S };
    }
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** The server refused the key itself: a retry needs a new one. */
export function keyRejected(error: unknown): boolean {
  const reused = GENERATION_REQUEST_ERRORS.idempotencyKeyReused;
  if (error instanceof QueuedRequestRefused)
    return error.problem.kind === 'refused' && error.problem.code === reused;
  return error instanceof ApiError && error.code === reused;
}
