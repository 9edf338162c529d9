/**
 * The body generator on fal (docs/engines.md "The fal body engine"): FLUX.1 [dev] draws the
 * person from a prompt built from the parameters; with a face photo, FLUX PuLID (the same
 * FLUX base, steered by the face as an identity reference) draws them with that face. The
 * picture's shape comes from the aspect ratio. The face goes inline as a data URI; the output
 * is downloaded at once, because fal deletes it later.
 */
import type { BodyAspectRatio } from '../../../common/studios/body-generator';
import type { BodyEngine, BodyInput } from '../body-engine';
import { bodyPrompt } from '../body-prompt';
import { dataUri, describeOutput, phaseReporter } from '../hosted-output';
import { falImagesSchema, PHASE_WHILE } from './fal-output';
import { createFalQueueClient, type FalQueueClientOptions, withDeadline } from './fal-queue-client';

export const FAL_BODY_ENDPOINTS = {
  /** Text to image. */
  text: 'fal-ai/flux/dev',
  /** Text to image with a face as the identity reference. */
  face: 'fal-ai/flux-pulid',
} as const;

/** Longest a body may take, queue wait included, in ms (FLUX itself takes seconds). */
export const FAL_BODY_TIMEOUT_MS = 5 * 60_000;

/** About a megapixel in each shape, both sides multiples of 16 as FLUX wants them. */
export const FAL_IMAGE_SIZES = {
  '3:4': { width: 768, height: 1024 },
  '2:3': { width: 704, height: 1056 },
  '9:16': { width: 576, height: 1024 },
  '1:1': { width: 1024, height: 1024 },
} as const satisfies Record<BodyAspectRatio, { width: number; height: number }>;

/** What a body photo must not be: the model is told, where it takes a negative prompt. */
const NEGATIVE_PROMPT =
  'cropped, cut-off feet, cut-off head, close-up, extra limbs, deformed hands, blurry, nude';

export interface FalBodyEngineOptions extends FalQueueClientOptions {
  /** Default FAL_BODY_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** FLUX.1 [dev]'s input: one picture, the safety checker on. */
function textInput(input: BodyInput) {
  return {
    prompt: bodyPrompt(input),
    image_size: FAL_IMAGE_SIZES[input.aspectRatio],
    num_inference_steps: 28,
    guidance_scale: 3.5,
    num_images: 1,
    enable_safety_checker: true,
    output_format: 'jpeg',
  };
}

/** FLUX PuLID's input: the face as its reference, at full identity weight. */
function faceInput(input: BodyInput & { face: NonNullable<BodyInput['face']> }) {
  return {
    prompt: bodyPrompt(input),
    reference_image_url: dataUri(input.face),
    image_size: FAL_IMAGE_SIZES[input.aspectRatio],
    negative_prompt: NEGATIVE_PROMPT,
    id_weight: 1,
    num_inference_steps: 20,
    guidance_scale: 4,
    // The prompt runs past the default 128 tokens once the user's description is added.
    max_sequence_length: '256',
    enable_safety_checker: true,
  };
}

export function createFalBodyEngine(options: FalBodyEngineOptions): BodyEngine {
  const client = createFalQueueClient(options);
  const timeoutMs = options.timeoutMs ?? FAL_BODY_TIMEOUT_MS;
  return {
    name: 'fal',
    quality: 'standard',
    generate: (input, run) =>
      withDeadline(run.signal, timeoutMs, async (signal) => {
        const enter = phaseReporter(run);
        await enter('analysing');
        const { face } = input;
        const [endpoint, body] = face
          ? [FAL_BODY_ENDPOINTS.face, faceInput({ ...input, face })]
          : [FAL_BODY_ENDPOINTS.text, textInput(input)];
        const output = await client.run(endpoint, body, falImagesSchema, {
          signal,
          onStatus: (status) => enter(PHASE_WHILE[status]),
        });
        await enter('completing');
        const bytes = await client.download(output.images[0].url, signal);
        return describeOutput(bytes, 'fal');
      }),
  };
}
