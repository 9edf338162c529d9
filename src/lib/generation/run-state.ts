/**
 * Where a studio's generation stands, from the click on Generate to its result (README.md "The
 * run"). Pure: the lifecycle hook does the calls and reports them as these actions.
 */
import type { Generation } from '../../../common/contracts/generations';

export type RunState =
  | { status: 'idle' }
  /** The POST is on its way; `key` is this intent's Idempotency-Key. */
  | { status: 'submitting'; key: string }
  /** Kept in the outbox while offline: sent by itself when the connection returns. */
  | { status: 'queued'; key: string; entryId: string }
  /**
   * The POST failed before a generation existed: a retry sends the same key again — unless the
   * server said the key belongs to another request (`key` null). `entryId`: the refused outbox
   * entry a retry replaces.
   */
  | { status: 'submit-failed'; key: string | null; error: unknown; entryId?: string }
  | { status: 'running'; generation: Generation; reconnecting: boolean }
  | { status: 'succeeded'; generation: Generation }
  | { status: 'failed'; generation: Generation };

export const IDLE_RUN: RunState = { status: 'idle' };

/** What the lifecycle reports about the run. */
export type RunAction =
  | { type: 'submit'; key: string }
  /** `keepKey: false` when the server refused the key itself (422 idempotency_key_reused). */
  | { type: 'submitFailed'; error: unknown; keepKey?: boolean }
  /** The request went to the outbox instead (offline). */
  | { type: 'queued'; entryId: string }
  /** The outbox's attempt was refused for good (402, 422, …). */
  | { type: 'queueFailed'; error: unknown; keepKey: boolean; entryId: string }
  /** The queued request was cancelled. */
  | { type: 'unqueued' }
  | { type: 'update'; generation: Generation }
  | { type: 'reconnecting'; reconnecting: boolean }
  /** The generation can no longer be followed (deleted elsewhere). */
  | { type: 'lost' };

/**
 * What the lifecycle found on the device when the studio opened, with the studio's choice that
 * made it (`Choice`, spread into the action): a request waiting in the outbox, a request left
 * unanswered that goes out again with its key, or a generation to follow or show.
 */
export type ReloadAction<Choice> =
  | ({ type: 'restoreQueued'; key: string; entryId: string } & Choice)
  | ({ type: 'resend'; key: string } & Choice)
  | ({ type: 'restore'; generation: Generation } & Choice);

export function isBusy(run: RunState): boolean {
  return run.status === 'submitting' || run.status === 'running' || run.status === 'queued';
}

/** The key the next submit sends: the failed attempt's again, else a fresh one. */
export function nextKey(run: RunState, fresh: () => string): string {
  return run.status === 'submit-failed' && run.key ? run.key : fresh();
}

/** The run after a generation's new state. */
export function runOf(run: RunState, generation: Generation): RunState {
  if (generation.status === 'success') return { status: 'succeeded', generation };
  if (generation.status === 'failed') return { status: 'failed', generation };
  const reconnecting = run.status === 'running' && run.reconnecting;
  return { status: 'running', generation, reconnecting };
}

/** The run after one of the lifecycle's reports; `submit` is the wizard's to judge. */
export function runReducer(
  run: RunState,
  action: Exclude<RunAction, { type: 'submit' }>,
): RunState {
  switch (action.type) {
    case 'submitFailed':
      if (run.status !== 'submitting') return run;
      return {
        status: 'submit-failed',
        key: action.keepKey === false ? null : run.key,
        error: action.error,
      };
    case 'queued':
      return run.status === 'submitting'
        ? { status: 'queued', key: run.key, entryId: action.entryId }
        : run;
    case 'queueFailed': {
      // From 'submitting' too: the outbox may have sent it before the studio heard it was kept.
      if (run.status !== 'queued' && run.status !== 'submitting') return run;
      const { error, entryId } = action;
      return { status: 'submit-failed', key: action.keepKey ? run.key : null, error, entryId };
    }
    case 'unqueued':
      return run.status === 'queued' ? IDLE_RUN : run;
    case 'update':
      return runOf(run, action.generation);
    case 'reconnecting':
      return run.status === 'running' ? { ...run, reconnecting: action.reconnecting } : run;
    case 'lost':
      return IDLE_RUN;
  }
}
