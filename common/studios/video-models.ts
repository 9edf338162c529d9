/**
 * The image-to-video capability matrix (docs/studios.md "Image to video"): which lengths,
 * resolutions and options each video model takes, stated once. The studio page offers only
 * what a model takes and says why the rest is off; the server refuses the rest with a field
 * issue naming the model's limits (`model_limit`, `model_lacks`); GET /api/studios serves the matrix to API
 * clients (`options.models`). The hosted models' rows come from their published fal input
 * schemas; how each is called is server/engines/fal/fal-video-engine.ts.
 *
 * `resolution` is a tier: 480p is a model's standard size, 1080p its high definition. A model
 * that has no 480p makes its standard clip at its own smallest size, stated here as
 * `heights` (Veo makes 720p), so the page can say so.
 */
import type { FieldIssue } from './field-issues';
import {
  HOSTED_VIDEO_MODELS,
  type VideoDuration,
  type VideoModel,
  type VideoResolution,
} from './image-to-video';

/** The options that only some models take. */
export const VIDEO_MODEL_OPTIONS = [
  'fixed_camera',
  'cfg_scale',
  'prompt_optimizer',
  'generate_audio',
] as const;
export type VideoModelOption = (typeof VIDEO_MODEL_OPTIONS)[number];

export interface VideoModelCapabilities {
  /** The model's own name, as its maker writes it (not translated). */
  name: string;
  /** The engine that runs it: `local` on this server, or a hosted provider. */
  engine: 'local' | 'hosted';
  /** The clip lengths it makes, in seconds. */
  durations: readonly VideoDuration[];
  /** The resolution tiers it makes, each with the clip's height in pixels (its short side). */
  heights: Partial<Record<VideoResolution, number>>;
  /** The options it takes; any other option turned on is refused. */
  options: readonly VideoModelOption[];
  /** Whether it follows the prompt (the local camera move does not read one). */
  readsPrompt: boolean;
}

export const VIDEO_MODEL_CAPABILITIES: Record<VideoModel, VideoModelCapabilities> = {
  seedance_v1: {
    name: 'Seedance 1.0',
    engine: 'hosted',
    durations: ['5', '8', '10'],
    heights: { '480p': 480, '1080p': 1080 },
    options: ['fixed_camera'],
    readsPrompt: true,
  },
  veo_v2: {
    name: 'Veo 2',
    engine: 'hosted',
    durations: ['5', '8'],
    // One size, 720p, and no resolution field.
    heights: { '480p': 720 },
    options: [],
    readsPrompt: true,
  },
  veo3: {
    name: 'Veo 3',
    engine: 'hosted',
    durations: ['8'],
    heights: { '480p': 720, '1080p': 1080 },
    options: ['generate_audio'],
    readsPrompt: true,
  },
  hailuo_v2: {
    name: 'Hailuo 02',
    engine: 'hosted',
    // Hailuo makes 6 or 10 s, and 10 s only at 768p: 1080p (its pro model) is 6 s, not ours.
    durations: ['10'],
    heights: { '480p': 768 },
    options: ['prompt_optimizer'],
    readsPrompt: true,
  },
  'kling_v2.1': {
    name: 'Kling 2.1',
    engine: 'hosted',
    durations: ['5', '10'],
    // Kling's standard model makes 720p, its pro model 1080p.
    heights: { '480p': 720, '1080p': 1080 },
    options: ['cfg_scale'],
    readsPrompt: true,
  },
  local: {
    name: 'Local',
    engine: 'local',
    durations: ['5', '8', '10'],
    heights: { '480p': 480, '1080p': 1080 },
    // Fixed camera: a zoom with no pan. Audio: a quiet ambient bed, not sound of the scene.
    options: ['fixed_camera', 'generate_audio'],
    readsPrompt: false,
  },
};

/** The models an engine offers: `local` on the local engine, the hosted five on a hosted one. */
export function videoModelsFor(engineName: string): readonly VideoModel[] {
  return engineName === 'local' ? ['local'] : HOSTED_VIDEO_MODELS;
}

/** The model a request without one runs on. */
export function defaultVideoModel(engineName: string): VideoModel {
  return videoModelsFor(engineName)[0]!;
}

/** The parameters the matrix looks at, as a validated request or the studio page holds them. */
export interface VideoChoice {
  model?: VideoModel | undefined;
  duration: VideoDuration;
  resolution: VideoResolution;
  fixed_camera?: boolean | undefined;
  cfg_scale?: number | undefined;
  prompt_optimizer?: boolean | undefined;
  generate_audio?: boolean | undefined;
}

/** Whether an option is asked for: a toggle turned on, or a number given. */
function asksFor(choice: VideoChoice, option: VideoModelOption): boolean {
  const value = choice[option];
  return option === 'cfg_scale' ? value !== undefined : value === true;
}

export const resolutionsOf = (model: VideoModel) =>
  Object.keys(VIDEO_MODEL_CAPABILITIES[model].heights) as VideoResolution[];

/**
 * What the model (or, without one, the engine's default model) cannot do of a choice: a field
 * issue per field, naming the values the model takes, or that it has no such option. A model
 * the engine does not offer is refused with the ones it does.
 */
export function videoChoiceIssues(
  choice: VideoChoice,
  engineName: string,
): Record<string, FieldIssue> {
  const offered = videoModelsFor(engineName);
  const model = choice.model ?? defaultVideoModel(engineName);
  if (!offered.includes(model)) return { model: { code: 'not_allowed', values: [...offered] } };
  const capabilities = VIDEO_MODEL_CAPABILITIES[model];
  const limit = (values: readonly string[]): FieldIssue => ({
    code: 'model_limit',
    model: capabilities.name,
    values: [...values],
  });
  const issues: Record<string, FieldIssue> = {};
  if (!capabilities.durations.includes(choice.duration)) {
    issues.duration = limit(capabilities.durations);
  }
  if (!(choice.resolution in capabilities.heights)) issues.resolution = limit(resolutionsOf(model));
  for (const option of VIDEO_MODEL_OPTIONS) {
    if (asksFor(choice, option) && !capabilities.options.includes(option)) {
      issues[option] = { code: 'model_lacks', model: capabilities.name };
    }
  }
  return issues;
}

/** The matrix as GET /api/studios serves it (`options.models`), in the order of the enum. */
export function videoModelOptions() {
  return {
    models: Object.entries(VIDEO_MODEL_CAPABILITIES).map(([id, capabilities]) => ({
      id,
      name: capabilities.name,
      engine: capabilities.engine,
      durations: [...capabilities.durations],
      resolutions: Object.entries(capabilities.heights).map(([tier, height]) => ({ tier, height })),
      options: [...capabilities.options],
      reads_prompt: capabilities.readsPrompt,
    })),
  };
}
