/**
 * Image to video: a still, an optional prompt, and the motion, length, resolution and model of
 * the clip.
 */
import { defineStudio } from './studio';

export const VIDEO_MOTIONS = ['subtle', 'natural', 'dramatic'] as const;
/** Clip lengths, in seconds. */
export const VIDEO_DURATIONS_S = ['5', '8', '10'] as const;
/** 480p standard, 1080p high definition. */
export const VIDEO_RESOLUTIONS = ['480p', '1080p'] as const;
/** The hosted video models the spec names. */
export const VIDEO_MODELS = ['seedance_v1', 'veo_v2', 'veo3', 'hailuo_v2', 'kling_v2.1'] as const;

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
    duration_s: { type: 'enum', values: VIDEO_DURATIONS_S, default: '5' },
    resolution: { type: 'enum', values: VIDEO_RESOLUTIONS, default: '480p' },
    model: { type: 'enum', values: VIDEO_MODELS, default: 'seedance_v1' },
    fixed_camera: { type: 'boolean', default: false },
    cfg_scale: { type: 'number', min: 0, max: 1, default: 0.5 },
    prompt_optimizer: { type: 'boolean', default: true },
    generate_audio: { type: 'boolean', default: false },
  },
});
