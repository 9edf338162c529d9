/** Queue timings for the crash tests: a dead worker's job comes back within seconds. */
import type { QueueTuning } from '../../../server/jobs/queue';

export const CRASH_TEST_TUNING: QueueTuning = {
  generationExpireInSeconds: 3,
  generationRetryDelaySeconds: 0,
  maintenanceIntervalSeconds: 1,
};
