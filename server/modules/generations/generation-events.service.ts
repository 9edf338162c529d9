/**
 * Follows one generation for its progress stream (GET /api/generations/:id/events): the current
 * state first, then a `state` event at each change of status or phase, `done` at the end. It
 * re-reads the row on every signal (generation-signals.ts) and on a short poll, the fallback for
 * a missed notification; quick phases in between two reads may be merged into the later one.
 */
import type { GenerationEvent } from '../../../common/contracts/generations';
import { generationNotFound } from './generation-errors';
import type { GenerationSignals } from './generation-signals';
import type { GenerationView } from './generation-view';
import type { GenerationRecord, GenerationsRepository } from './generations.repository';

/** How often a followed generation is re-read without a signal, in ms. */
export const EVENTS_POLL_INTERVAL_MS = 500;

export interface GenerationEventsDependencies {
  repository: Pick<GenerationsRepository, 'findOwned'>;
  view: GenerationView;
  signals: GenerationSignals;
  pollIntervalMs?: number;
}

export interface Follower {
  /** Each event, in order; the last one is `done`. */
  onEvent(event: GenerationEvent): void;
  /** The stream is over: finished, or the generation was deleted. Called once. */
  onEnd(): void;
}

const isFinished = (record: GenerationRecord) =>
  record.status === 'success' || record.status === 'failed';

export function createGenerationEvents(deps: GenerationEventsDependencies) {
  const { repository, view, signals, pollIntervalMs = EVENTS_POLL_INTERVAL_MS } = deps;

  return {
    /**
     * Starts following; throws the 404 when the user has no such generation (before anything
     * is sent). Returns `stop`, which ends following without calling onEnd.
     */
    async follow(userId: string, id: string, follower: Follower): Promise<() => void> {
      const first = await repository.findOwned(userId, id);
      if (!first) throw generationNotFound();
      let stopped = false;
      let lastSeen = '';
      let reading: Promise<void> | undefined;
      let readAgain = false;

      const stop = () => {
        stopped = true;
        clearInterval(poll);
        unsubscribe();
      };
      const show = (record: GenerationRecord | undefined) => {
        if (stopped) return;
        if (!record) return void (stop(), follower.onEnd());
        const seen = `${record.status}/${record.phase}`;
        if (seen === lastSeen) return;
        lastSeen = seen;
        const done = isFinished(record);
        follower.onEvent({ type: done ? 'done' : 'state', generation: view.owner(record) });
        if (done) {
          stop();
          follower.onEnd();
        }
      };
      // One read at a time; a signal during a read asks for one more read after it.
      const check = () => {
        if (stopped) return;
        if (reading) return void (readAgain = true);
        reading = (async () => {
          do {
            readAgain = false;
            // A failed read (the database restarting) is skipped: the next poll tries again.
            const record = await repository.findOwned(userId, id).catch(() => null);
            if (record !== null) show(record);
          } while (readAgain && !stopped);
        })().finally(() => (reading = undefined));
      };

      const unsubscribe = signals.subscribe(id, check);
      const poll = setInterval(check, pollIntervalMs);
      show(first);
      return stop;
    },
  };
}
export type GenerationEvents = ReturnType<typeof createGenerationEvents>;
