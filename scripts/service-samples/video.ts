/**
 * Image-to-video samples: the local video module (ffmpeg Ken Burns) turns a still into a 5 s
 * clip. The stills are themselves real results: a try-on output, and an image-editing
 * sample's corrected scene.
 */
import sharp from 'sharp';
import {
  stillToVideo,
  type StillToVideoOptions,
} from '../../server/engines/local/video/still-to-video';
import {
  SERVICE_SAMPLES,
  type ServiceSample,
} from '../../src/features/marketing/services/service-samples';
import { editedScene } from './editing';
import type { SampleMakers } from './sample-maker';
import { dressedModel } from './tryon';

/** Clip length of every sample, in seconds. */
const SAMPLE_DURATION_S = 5;

interface VideoRecipe {
  still(): Promise<Buffer>;
  move: Pick<StillToVideoOptions, 'motion' | 'focus' | 'fill' | 'audio'>;
}

/** The image-editing sample whose corrected scene becomes the product clip. */
function editingSample(id: string): ServiceSample {
  const found = SERVICE_SAMPLES['image-editing'].find((sample) => sample.id === id);
  if (!found) throw new Error(`No image-editing sample "${id}"`);
  return found;
}

const RECIPES: Record<string, VideoRecipe> = {
  // A vertical clip for stories and reels: the try-on result, tilting up from the hem.
  'outfit-reel': {
    still: () => dressedModel('polka-dot-dress'),
    move: { motion: 'natural', focus: { x: 0.5, y: 0.42 }, fill: 'crop', audio: true },
  },
  // A landscape product clip: the corrected shop-table scene, moving in on the products.
  'product-clip': {
    still: async () => (await editedScene(editingSample('lighting'))).after,
    move: { motion: 'natural', focus: { x: 0.42, y: 0.62 }, fill: 'crop', audio: true },
  },
};

export const VIDEO_MAKERS: SampleMakers = Object.fromEntries(
  Object.entries(RECIPES).map(([id, recipe]) => [
    id,
    async (sample: ServiceSample) => {
      if (!sample.video) throw new Error(`${id} is not a video sample`);
      const still = await recipe.still();
      const clip = await stillToVideo(still, {
        ...sample.video,
        ...recipe.move,
        durationS: SAMPLE_DURATION_S,
      });
      return {
        before: sharp(still).resize(sample.width, sample.height),
        video: { mp4: clip.video, poster: sharp(clip.poster) },
      };
    },
  ]),
);
