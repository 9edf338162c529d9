/** What a refused submit tells the user, the fields the server named included, online or queued. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/api-error';
import { outcomeOf } from '../../src/lib/pwa/outbox-policy';
import {
  keyRejected,
  QueuedRequestRefused,
  submitProblem,
} from '../../src/lib/generation/submit-problem';

const refusal = {
  code: 'validation_failed',
  detail: 'Invalid parameters.',
  fields: { height_cm: 'height_cm must be at most 210.' },
  field_issues: { height_cm: { code: 'too_big', max: 210 } },
};

describe('a refused submit', () => {
  it('names each field the server refused, with its issue', () => {
    const error = new ApiError(refusal.detail, 400, refusal, refusal.code);
    expect(submitProblem('body-generator', error)).toEqual({
      kind: 'fields',
      issues: { height_cm: { code: 'too_big', max: 210 } },
    });
  });

  it('keeps the fields of a queued request the server refused once sent', () => {
    const outcome = outcomeOf({ status: 400, body: refusal, retryAfter: null }, 0);
    expect(outcome).toMatchObject({
      type: 'failed',
      problem: { kind: 'refused', fieldIssues: { height_cm: { code: 'too_big', max: 210 } } },
    });
    if (outcome.type !== 'failed') throw new Error('refused');
    const error = new QueuedRequestRefused(outcome.problem);
    expect(submitProblem('body-generator', error)).toMatchObject({ kind: 'fields' });
  });

  it('says the credit numbers of a 402 with the studios the balance still pays for', () => {
    const body = { code: 'insufficient_credits', detail: 'No', balance: 1, cost: 2, shortage: 1 };
    const problem = submitProblem('image-to-video', new ApiError('No', 402, body, body.code));
    expect(problem).toMatchObject({ kind: 'credits', check: { balance: 1, cost: 2, shortage: 1 } });
  });

  it('says how long to wait after a 429 (too many generations sent with photos)', () => {
    const body = { code: 'rate_limited', detail: 'Too many', retry_after_s: 42 };
    const problem = submitProblem('virtual-tryon', new ApiError('Too many', 429, body, body.code));
    expect(problem).toEqual({ kind: 'rateLimited', seconds: 42 });
  });

  it('needs a new key only when the server refused the key itself', () => {
    const reused = new ApiError('reused', 422, {}, 'idempotency_key_reused');
    expect(keyRejected(reused)).toBe(true);
    expect(keyRejected(new ApiError('bad', 400, refusal, refusal.code))).toBe(false);
  });
});
