/**
 * The image-to-video studio's module (docs/studios.md "Image to video"): the local camera move
 * (server/engines/local/video/README.md), model `local`, or fal's five video models. Before the
 * charge, the capability matrix (common/studios/video-models.ts) refuses what the chosen model
 * cannot make, and a model this server's engine does not offer, with field issues naming its
 * limits: a 400, as the schema's own refusals.
 */
import { defaultVideoModel, videoChoiceIssues } from '../../common/studios/video-models';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalVideoEngine } from '../engines/fal/fal-video-engine';
import { createLocalVideoEngine } from '../engines/local/video/video-engine';
import type { EngineLabel } from '../engines/engine';
import type { VideoEngine, VideoInput } from '../engines/video-engine';
import { ParamsRefusal, type StudioJob, type StudioModule } from './studio-module';

type VideoJob = StudioJob<'image-to-video'>;

/** The engine's input of a generation; without a model, the engine's own default one. */
export function videoInputOf({ inputs, params }: VideoJob, engine: EngineLabel): VideoInput {
  return {
    image: inputs.image,
    model: params.model ?? defaultVideoModel(engine.name),
    prompt: params.prompt,
    motion: params.motion,
    duration: params.duration,
    resolution: params.resolution,
    fixedCamera: params.fixed_camera,
    cfgScale: params.cfg_scale,
    promptOptimizer: params.prompt_optimizer,
    generateAudio: params.generate_audio,
  };
}

export const IMAGE_TO_VIDEO_MODULE: StudioModule<'image-to-video', VideoEngine> = {
  service: 'image-to-video',
  engines: {
    local: () => createLocalVideoEngine(),
    fal: (context) => createFalVideoEngine(falConnection(context)),
  },
  async check({ params }, engine) {
    const issues = videoChoiceIssues(params, engine.name);
    if (Object.keys(issues).length > 0) throw new ParamsRefusal(issues);
  },
  run: (engine, job, run) => engine.animate(videoInputOf(job, engine), run),
};
