/**
 * What the image-to-video studio's choice holds, and how it follows the capability matrix
 * (common/studios/video-models.ts): choosing a model moves the length and the resolution to
 * ones it makes and turns off the options it has not, so the page only ever holds a
 * combination the server takes.
 */
import type {
  VideoDuration,
  VideoModel,
  VideoMotionStyle,
  VideoResolution,
} from '../../../common/studios/image-to-video';
import {
  defaultVideoModel,
  resolutionsOf,
  VIDEO_MODEL_CAPABILITIES,
  type VideoModelOption,
} from '../../../common/studios/video-models';
import type { PickedImage } from '../../lib/generation/picked-image';

/** Kling's guidance when none is chosen: its own default. */
export const DEFAULT_CFG_SCALE = 0.5;

export interface VideoChoice {
  photo: PickedImage | null;
  prompt: string;
  motion: VideoMotionStyle;
  duration: VideoDuration;
  resolution: VideoResolution;
  /** Null until the server's engine is known: its own default model then. */
  model: VideoModel | null;
  fixedCamera: boolean;
  cfgScale: number;
  promptOptimizer: boolean;
  generateAudio: boolean;
}

export const EMPTY_VIDEO: VideoChoice = {
  photo: null,
  prompt: '',
  motion: 'natural',
  duration: '5',
  resolution: '480p',
  model: null,
  fixedCamera: false,
  cfgScale: DEFAULT_CFG_SCALE,
  promptOptimizer: true,
  generateAudio: false,
};

/** The model the choice runs on: its own, or the engine's default. */
export function modelOf(choice: Pick<VideoChoice, 'model'>, engine: string): VideoModel {
  return choice.model ?? defaultVideoModel(engine);
}

export const takes = (model: VideoModel, option: VideoModelOption) =>
  VIDEO_MODEL_CAPABILITIES[model].options.includes(option);

/** The choice on `model`: a length and a resolution it makes, and only options it has on. */
export function fitToModel(choice: VideoChoice, model: VideoModel): Partial<VideoChoice> {
  const { durations } = VIDEO_MODEL_CAPABILITIES[model];
  const resolutions = resolutionsOf(model);
  return {
    model,
    duration: durations.includes(choice.duration) ? choice.duration : durations[0]!,
    resolution: resolutions.includes(choice.resolution) ? choice.resolution : resolutions[0]!,
    fixedCamera: choice.fixedCamera && takes(model, 'fixed_camera'),
    generateAudio: choice.generateAudio && takes(model, 'generate_audio'),
  };
}
