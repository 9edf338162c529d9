/**
 * Image to video on fal (docs/engines.md "The fal video engine"): each hosted model of the
 * capability matrix (common/studios/video-models.ts) through fal's queue, with its own endpoint
 * and its own names for the request's choices, from the models' published input schemas. The
 * still goes inline as a data URI; the clip is downloaded at once (fal deletes it later), made
 * ours and given a poster (hosted-video.ts).
 *
 * Veo 2 and Veo 3 (`fal-ai/veo2`, `fal-ai/veo3`) left fal's catalogue in 2026: `veo3` runs on
 * its successor Veo 3.1, whose input is the same; `veo_v2` is called at its last known id.
 */
import { z } from 'zod';
import type { HostedVideoModel } from '../../../common/studios/image-to-video';
import { VIDEO_MODEL_CAPABILITIES } from '../../../common/studios/video-models';
import { dataUri, phaseReporter } from '../hosted-output';
import { describeHostedVideo } from '../hosted-video';
import type { VideoEngine, VideoInput } from '../video-engine';
import { EngineError } from '../engine';
import { PHASE_WHILE } from './fal-output';
import { createFalQueueClient, type FalQueueClientOptions, withDeadline } from './fal-queue-client';

/** Longest a clip may take, queue wait included, in ms: video models take minutes. */
export const FAL_VIDEO_TIMEOUT_MS = 15 * 60_000;

/** What fal's video models answer: `{video: File}` (Seedance adds its seed). */
export const falVideoSchema = z.object({ video: z.object({ url: z.string().min(1) }) });

/**
 * What a hosted model is asked when no prompt is given (they all need one): the motion style in
 * words, and the subject kept as it is.
 */
const MOTION_PROMPTS = {
  subtle: 'Gentle, subtle motion: a slight breeze, soft breathing, a slow camera push-in.',
  natural: 'Natural, lifelike motion of the subject and a smooth, steady camera move.',
  dramatic: 'Dramatic, dynamic motion with a sweeping cinematic camera move.',
} as const;
const KEEP_SUBJECT = 'Keep the person, face, clothes and setting exactly as in the photo.';

export function falVideoPrompt({ prompt, motion }: Pick<VideoInput, 'prompt' | 'motion'>): string {
  return [prompt?.trim(), MOTION_PROMPTS[motion], KEEP_SUBJECT].filter(Boolean).join(' ');
}

interface FalVideoRequest {
  endpoint: string;
  body: Record<string, unknown>;
}

/** Each model's endpoint and body: our choice in the model's own names and values. */
export const FAL_VIDEO_REQUESTS: Record<
  HostedVideoModel,
  (input: VideoInput, common: { prompt: string; image_url: string }) => FalVideoRequest
> = {
  seedance_v1: (input, common) => ({
    endpoint: 'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video',
    body: {
      ...common,
      duration: input.duration,
      resolution: input.resolution,
      aspect_ratio: 'auto',
      camera_fixed: input.fixedCamera,
      enable_safety_checker: true,
    },
  }),
  veo_v2: (input, common) => ({
    endpoint: 'fal-ai/veo2/image-to-video',
    body: { ...common, duration: `${input.duration}s` },
  }),
  veo3: (input, common) => ({
    endpoint: 'fal-ai/veo3.1/image-to-video',
    body: {
      ...common,
      duration: `${input.duration}s`,
      resolution: `${VIDEO_MODEL_CAPABILITIES.veo3.heights[input.resolution]}p`,
      aspect_ratio: 'auto',
      generate_audio: input.generateAudio,
    },
  }),
  hailuo_v2: (input, common) => ({
    endpoint: 'fal-ai/minimax/hailuo-02/standard/image-to-video',
    body: {
      ...common,
      duration: input.duration,
      resolution: `${VIDEO_MODEL_CAPABILITIES.hailuo_v2.heights[input.resolution]}P`,
      ...(input.promptOptimizer !== undefined && { prompt_optimizer: input.promptOptimizer }),
    },
  }),
  'kling_v2.1': (input, common) => ({
    // Kling's standard model makes 720p, its pro model 1080p.
    endpoint: `fal-ai/kling-video/v2.1/${input.resolution === '1080p' ? 'pro' : 'standard'}/image-to-video`,
    body: {
      ...common,
      duration: input.duration,
      ...(input.cfgScale !== undefined && { cfg_scale: input.cfgScale }),
    },
  }),
};

export function falVideoRequest(input: VideoInput): FalVideoRequest {
  if (input.model === 'local') {
    throw new EngineError('internal', 'The local model does not run on fal');
  }
  return FAL_VIDEO_REQUESTS[input.model](input, {
    prompt: falVideoPrompt(input),
    image_url: dataUri(input.image),
  });
}

export interface FalVideoEngineOptions extends FalQueueClientOptions {
  /** Default FAL_VIDEO_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function createFalVideoEngine(options: FalVideoEngineOptions): VideoEngine {
  const client = createFalQueueClient(options);
  const timeoutMs = options.timeoutMs ?? FAL_VIDEO_TIMEOUT_MS;
  return {
    name: 'fal',
    quality: 'standard',
    animate: (input, run) =>
      withDeadline(run.signal, timeoutMs, async (signal) => {
        const enter = phaseReporter(run);
        await enter('analysing');
        const { endpoint, body } = falVideoRequest(input);
        const output = await client.run(endpoint, body, falVideoSchema, {
          signal,
          onStatus: (status) => enter(PHASE_WHILE[status]),
        });
        await enter('completing');
        const bytes = await client.download(output.video.url, signal);
        return describeHostedVideo(bytes, 'fal');
      }),
  };
}
