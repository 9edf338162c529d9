/**
 * Image editing on fal through the queue (docs/engines.md "The fal image editor"): the steps of
 * edit-requests.ts one after the other, each given the previous picture inline as a data URI
 * (and the painted mask to the inpainting step) and downloaded at once, because fal deletes its
 * outputs later. With a painted mask the result is laid over the photo under the mask
 * (masked-result.ts), so the face and background steps change nothing outside it either.
 */
import { z } from 'zod';
import type { EditEngine, EditInput } from '../edit-engine';
import type { EngineImage, EngineOutput, EngineRun } from '../engine';
import { dataUri, describeOutput, phaseReporter } from '../hosted-output';
import { keepOutsideMask } from '../masked-result';
import { falEditSteps } from './edit-requests';
import { falImagesSchema, PHASE_WHILE } from './fal-output';
import {
  createFalQueueClient,
  type FalQueueClientOptions,
  type FalQueueStatus,
  withDeadline,
} from './fal-queue-client';

/** Longest an edit may take, all its steps and queue waits included, in ms. */
export const FAL_EDIT_TIMEOUT_MS = 8 * 60_000;

/** `{image: File}`: what the face and background models answer. */
const falImageSchema = z.object({ image: z.object({ url: z.string().min(1) }) });

export interface FalEditEngineOptions extends FalQueueClientOptions {
  /** Default FAL_EDIT_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function createFalEditEngine(options: FalEditEngineOptions): EditEngine {
  const client = createFalQueueClient(options);
  const timeoutMs = options.timeoutMs ?? FAL_EDIT_TIMEOUT_MS;

  async function runSteps(input: EditInput, run: EngineRun, signal: AbortSignal) {
    const enter = phaseReporter(run);
    await enter('analysing');
    let picture: EngineImage = input.image;
    let output: EngineOutput | null = null;
    for (const step of falEditSteps(input)) {
      const body = {
        ...step.body,
        image_url: dataUri(picture),
        ...(step.endpoint.endsWith('/inpainting') &&
          input.mask && { mask_url: dataUri(input.mask) }),
      };
      const onStatus = (status: FalQueueStatus) => enter(PHASE_WHILE[status]);
      const url = step.single
        ? (await client.run(step.endpoint, body, falImageSchema, { signal, onStatus })).image.url
        : (await client.run(step.endpoint, body, falImagesSchema, { signal, onStatus })).images[0]
            .url;
      output = await describeOutput(await client.download(url, signal), 'fal');
      picture = output;
    }
    await enter('completing');
    if (!output) throw new Error('An edit with no step reached the fal engine');
    return input.mask ? keepOutsideMask(input.image, input.mask, output) : output;
  }

  return {
    name: 'fal',
    quality: 'standard',
    edit: (input, run) =>
      withDeadline(run.signal, timeoutMs, (signal) => runSteps(input, run, signal)),
  };
}
