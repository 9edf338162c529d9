/** A clock for the services that runs with real time plus an offset the test moves forward. */
import type { Clock } from '../../../server/clock';

export function createTestClock(): { now: Clock; advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => void (offsetMs += ms),
  };
}
