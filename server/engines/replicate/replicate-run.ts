/**
 * One picture from a Replicate model, as every Replicate engine runs it: phases reported, a
 * deadline (cut by it, the run fails as a retryable provider_timeout), the output file fetched
 * at once (Replicate deletes it after an hour) and checked to be a picture we store.
 */
import type { GenerationPhase } from '../../../common/contracts/generations';
import { EngineError, type EngineOutput, type EngineRun } from '../engine';
import { describeOutput, phaseReporter } from '../hosted-output';
import type { PredictionStatus, ReplicateClient } from './replicate-client';

/** Longest a picture may take, queue wait included, in ms. */
export const REPLICATE_TIMEOUT_MS = 5 * 60_000;

/** The phase a prediction status means; a terminal one leads to 'completing'. */
const PHASE_WHILE: Partial<Record<PredictionStatus, GenerationPhase>> = {
  starting: 'processing',
  processing: 'generating',
};

export async function runReplicateImage(
  client: ReplicateClient,
  model: string,
  input: object,
  run: EngineRun,
  timeoutMs = REPLICATE_TIMEOUT_MS,
): Promise<EngineOutput> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([run.signal, deadline]);
  const enter = phaseReporter(run);
  try {
    await enter('analysing');
    const output = await client.predict(model, input, {
      signal,
      onStatus: (status) => enter(PHASE_WHILE[status]),
    });
    await enter('completing');
    return await describeOutput(await client.file(output, signal), 'Replicate');
  } catch (error) {
    if (!deadline.aborted || run.signal.aborted) throw error;
    throw new EngineError('provider_timeout', `Replicate gave no result in ${timeoutMs} ms`, true, {
      cause: error,
    });
  }
}
