/**
 * How many progress streams (GET /api/generations/:id/events) one user may hold open in this
 * process (docs/rate-limits.md#progress-streams). Each open stream re-reads its generation every
 * EVENTS_POLL_INTERVAL_MS, so without a cap one account could keep the database busy with
 * hundreds of them. Counted in memory: a stream lives on one process's socket, and a process
 * that dies takes its streams and its counts with it. Past the cap the answer is 429; the PWA
 * then follows by polling (src/lib/api/generation-stream.ts).
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import { retryLaterError } from '../../http/errors';

/** Above a batch try-on's 8 results followed at once, plus a second tab or device. */
export const MAX_EVENT_STREAMS_PER_USER = 12;
/** The wait a refused stream is told: about as long as a generation's phase takes. */
const RETRY_STREAM_AFTER_MS = 10_000;

export const tooManyEventStreams = () =>
  retryLaterError(
    ERROR_CODES.rateLimited,
    RETRY_STREAM_AFTER_MS,
    (seconds) =>
      `Too many progress streams are open for this account (at most ${MAX_EVENT_STREAMS_PER_USER}). Close one, or try again in ${seconds} seconds.`,
  );

export function createEventStreamCap(maxPerUser = MAX_EVENT_STREAMS_PER_USER) {
  const open = new Map<string, number>();
  return {
    /**
     * Takes one of the user's streams, or throws the 429 when they hold them all. Returns the
     * release, which gives it back once however often it is called.
     */
    take(userId: string): () => void {
      const count = open.get(userId) ?? 0;
      if (count >= maxPerUser) throw tooManyEventStreams();
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
    /** The user's open streams (for tests and logs). */
    openFor: (userId: string) => open.get(userId) ?? 0,
  };
}
export type EventStreamCap = ReturnType<typeof createEventStreamCap>;
