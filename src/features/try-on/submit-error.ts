/**
 * What a failed submit tells the user: the spec §5 credit numbers, offline, a device too full
 * to keep the request for later, a queued request the server refused, or the server's words.
 */
import {
  GENERATION_REQUEST_ERRORS,
  insufficientCreditsErrorSchema,
} from '../../../common/contracts/generations';
import { checkCredits, type CreditCheck } from '../../components/generation/credit-check';
import { ApiError } from '../../lib/api/api-error';
import type { OutboxProblem } from '../../lib/pwa/outbox-policy';
import { StorageQuotaError } from '../../lib/storage/storage-quota';

/** The outbox sent the queued request and the server refused it for good. */
export class QueuedRequestRefused extends Error {
  override readonly name = 'QueuedRequestRefused';
  constructor(readonly problem: OutboxProblem) {
    super(problem.kind === 'refused' ? problem.message : problem.kind);
  }
}

export type SubmitProblem =
  | { kind: 'credits'; check: Extract<CreditCheck, { ok: false }> }
  | { kind: 'offline' }
  | { kind: 'storage' }
  | { kind: 'expired' }
  | { kind: 'other'; message: string };

function creditsProblem(numbers: { balance: number; cost: number; shortage: number }) {
  const check = checkCredits('virtual-tryon', numbers.balance);
  if (check.ok) return null;
  return {
    kind: 'credits',
    check: { ...check, cost: numbers.cost, shortage: numbers.shortage },
  } as const;
}

function queuedProblem({ problem }: QueuedRequestRefused): SubmitProblem {
  if (problem.kind === 'insufficient-credits')
    return creditsProblem(problem) ?? { kind: 'other', message: problem.kind };
  if (problem.kind === 'expired') return { kind: 'expired' };
  return { kind: 'other', message: problem.kind === 'refused' ? problem.message : problem.kind };
}

export function submitProblem(error: unknown): SubmitProblem {
  if (error instanceof QueuedRequestRefused) return queuedProblem(error);
  if (error instanceof StorageQuotaError) return { kind: 'storage' };
  if (error instanceof ApiError) {
    const refused = insufficientCreditsErrorSchema.safeParse(error.body);
    const credits = refused.success ? creditsProblem(refused.data) : null;
    if (credits) return credits;
    if (error.isNetworkError) return { kind: 'offline' };
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
