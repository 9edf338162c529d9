/**
 * The image-to-video studio on the run lifecycle (src/lib/generation/README.md): its choice is
 * the request — the photo as `image`, the clip's settings by their registry names, an option
 * sent only to a model that has it — and a kept request gives the choice back.
 */
import {
  VIDEO_DURATIONS_S,
  VIDEO_MODELS,
  VIDEO_MOTIONS,
  VIDEO_RESOLUTIONS,
} from '../../../common/studios/image-to-video';
import type { StudioRunSpec } from '../../lib/generation/studio-run-spec';
import { EMPTY_VIDEO, takes, type VideoChoice } from './video-choice';

const oneOf = <Value extends string>(values: readonly Value[], value: unknown, fallback: Value) =>
  values.includes(value as Value) ? (value as Value) : fallback;

/** An option's value when the model has it; without a known model, only a toggle turned on. */
function option<Value>(
  choice: VideoChoice,
  name: Parameters<typeof takes>[1],
  value: Value,
): Value | null {
  if (choice.model) return takes(choice.model, name) ? value : null;
  return value === true ? value : null;
}

export const VIDEO_RUN: StudioRunSpec<VideoChoice> = {
  service: 'image-to-video',
  requestOf: (choice) => ({
    picks: { image: choice.photo },
    params: {
      prompt: choice.prompt.trim() || null,
      motion: choice.motion,
      duration: choice.duration,
      resolution: choice.resolution,
      model: choice.model,
      fixed_camera: option(choice, 'fixed_camera', choice.fixedCamera),
      cfg_scale: choice.model && takes(choice.model, 'cfg_scale') ? choice.cfgScale : null,
      prompt_optimizer:
        choice.model && takes(choice.model, 'prompt_optimizer') ? choice.promptOptimizer : null,
      generate_audio: option(choice, 'generate_audio', choice.generateAudio),
    },
  }),
  choiceOf: ({ picks, params }) => ({
    photo: picks.image ?? null,
    prompt: typeof params.prompt === 'string' ? params.prompt : '',
    motion: oneOf(VIDEO_MOTIONS, params.motion, EMPTY_VIDEO.motion),
    duration: oneOf(VIDEO_DURATIONS_S, params.duration, EMPTY_VIDEO.duration),
    resolution: oneOf(VIDEO_RESOLUTIONS, params.resolution, EMPTY_VIDEO.resolution),
    model: VIDEO_MODELS.includes(params.model as never)
      ? (params.model as VideoChoice['model'])
      : null,
    fixedCamera: params.fixed_camera === true,
    cfgScale: typeof params.cfg_scale === 'number' ? params.cfg_scale : EMPTY_VIDEO.cfgScale,
    promptOptimizer: params.prompt_optimizer !== false,
    generateAudio: params.generate_audio === true,
  }),
  canGenerate: (choice) => choice.photo !== null,
};
