/**
 * What an image-to-video engine implements (docs/studios.md "Image to video"): a clip from one
 * still, with the request's validated choice. The capability matrix (common/studios/
 * video-models.ts) was checked before the charge, so an engine gets only what its model takes.
 */
import type {
  VideoDuration,
  VideoModel,
  VideoMotionStyle,
  VideoResolution,
} from '../../common/studios/image-to-video';
import type { EngineImage, EngineLabel, EngineRun, EngineVideoOutput } from './engine';

export interface VideoInput {
  image: EngineImage;
  model: VideoModel;
  /** What should happen in the clip; the local camera move does not read it. */
  prompt?: string;
  motion: VideoMotionStyle;
  duration: VideoDuration;
  resolution: VideoResolution;
  fixedCamera: boolean;
  /** Kling's guidance, 0–1; unset: the model's own default. */
  cfgScale?: number;
  /** Hailuo's prompt rewriting; unset: the model's own default (on). */
  promptOptimizer?: boolean;
  generateAudio: boolean;
}

export interface VideoEngine extends EngineLabel {
  animate(input: VideoInput, run: EngineRun): Promise<EngineVideoOutput>;
}
