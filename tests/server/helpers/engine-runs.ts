/** An engine run for engine tests: it records the phases reported, and `onPhase` may act on one. */
import type { GenerationPhase } from '../../../common/contracts/generations';
import type { EngineRun } from '../../../server/engines/engine';

export function recordingRun(onPhase?: (phase: GenerationPhase) => void) {
  const controller = new AbortController();
  const phases: GenerationPhase[] = [];
  const run: EngineRun = {
    signal: controller.signal,
    onPhase: (phase) => {
      phases.push(phase);
      onPhase?.(phase);
      return Promise.resolve();
    },
  };
  return { run, phases, controller };
}
