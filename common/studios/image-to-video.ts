/**
 * Image to video: a still, an optional prompt, and the motion, length, resolution and model of
 * the clip. Which lengths, resolutions and options each model takes is the capability matrix's
 * (video-models.ts); the schema here only knows the product's choices.
 */
import { defineStudio } from './studio';

export const VIDEO_MOTIONS = ['subtle', 'natural', 'dramatic'] as const;
export type VideoMotionStyle = (typeof VIDEO_MOTIONS)[number];
/** Clip lengths, in seconds. */
export const VIDEO_DURATIONS_S = ['5', '8', '10'] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS_S)[number];
/** 480p standard, 1080p high definition. */
export const VIDEO_RESOLUTIONS = ['480p', '1080p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
/** The hosted video models the spec names. */
export const HOSTED_VIDEO_MODELS = [
  'seedance_v1',
  'veo_v2',
  'veo3',
  'hailuo_v2',
  'kling_v2.1',
] as const;
export type HostedVideoModel = (typeof HOSTED_VIDEO_MODELS)[number];
/** The models `model` takes: the five hosted ones, and `local`, the offline camera move. */
export const VIDEO_MODELS = [...HOSTED_VIDEO_MODELS, 'local'] as const;
export type VideoModel = (typeof VIDEO_MODELS)[number];

export const IMAGE_TO_VIDEO = defineStudio({
  service: 'image-to-video',
  path: '/image-to-video',
  legacyPath: '/image-to-video-legacy',
  cost: 2,
  order: 4,
  icon: 'video',
  inputs: [{ field: 'image', role: 'source_image', required: true }],
  params: {
    prompt: { type: 'text', max_length: 1000 },
    motion: { type: 'enum', values: VIDEO_MOTIONS, default: 'natural' },
    duration: { type: 'enum', values: VIDEO_DURATIONS_S, default: '5' },
    resolution: { type: 'enum', values: VIDEO_RESOLUTIONS, default: '480p' },
    // No default: a request without one runs on the server's engine's own model
    // (video-models.ts defaultVideoModel), which the stored generation's `engine` records.
    model: { type: 'enum', values: VIDEO_MODELS },
    fixed_camera: { type: 'boolean', default: false },
    // Kling's guidance and Hailuo's prompt rewriting: left unset, the model's own default runs.
    cfg_scale: { type: 'number', min: 0, max: 1 },
    prompt_optimizer: { type: 'boolean' },
    generate_audio: { type: 'boolean', default: false },
  },
});
