/**
 * The hairstyle changer on fal through the queue (docs/engines.md "fal hairstyle changer"): the
 * endpoint and its input are chosen by hair-requests.ts; the photo (and the painted mask) go
 * inline as data URIs; the output is downloaded at once, because fal deletes it later.
 */
import type { HairEngine } from '../hair-engine';
import { describeOutput, phaseReporter } from '../hosted-output';
import { falImagesSchema, PHASE_WHILE } from './fal-output';
import { createFalQueueClient, type FalQueueClientOptions, withDeadline } from './fal-queue-client';
import { falHairRequest } from './hair-requests';

/** Longest a hair change may take, queue wait included, in ms (the models take seconds). */
export const FAL_HAIR_TIMEOUT_MS = 5 * 60_000;

export interface FalHairEngineOptions extends FalQueueClientOptions {
  /** Default FAL_HAIR_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function createFalHairEngine(options: FalHairEngineOptions): HairEngine {
  const client = createFalQueueClient(options);
  const timeoutMs = options.timeoutMs ?? FAL_HAIR_TIMEOUT_MS;
  return {
    name: 'fal',
    quality: 'standard',
    changeHair: (input, run) =>
      withDeadline(run.signal, timeoutMs, async (signal) => {
        const enter = phaseReporter(run);
        await enter('analysing');
        const { endpoint, body } = falHairRequest(input);
        const output = await client.run(endpoint, body, falImagesSchema, {
          signal,
          onStatus: (status) => enter(PHASE_WHILE[status]),
        });
        await enter('completing');
        return describeOutput(await client.download(output.images[0].url, signal), 'fal');
      }),
  };
}
