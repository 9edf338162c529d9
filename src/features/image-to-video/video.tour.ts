/**
 * The image-to-video studio's guided tour (docs/studios.md "Image to video"). The wizard marks
 * its parts with `data-tour={VIDEO_TOUR_TARGETS.x}`; the tour waits for each part to render.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { TutorialConfig } from '../../components/tutorial/tutorial-types';

/** The `data-tour` values the image-to-video wizard puts on its parts. */
export const VIDEO_TOUR_TARGETS = {
  photo: 'video-photo',
  configure: 'video-configure',
  generate: 'video-generate',
  result: 'video-result',
} as const;

const target = (name: keyof typeof VIDEO_TOUR_TARGETS) =>
  `[data-tour="${VIDEO_TOUR_TARGETS[name]}"]`;

export const videoTutorial: TutorialConfig = {
  id: 'image-to-video',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'video.welcome.title', content: 'video.welcome.content' },
    {
      id: 'photo',
      title: 'video.photo.title',
      content: 'video.photo.content',
      target: target('photo'),
      placement: 'right',
    },
    {
      id: 'configure',
      title: 'video.configure.title',
      content: 'video.configure.content',
      target: target('configure'),
      placement: 'right',
      waitForElement: false,
    },
    {
      id: 'generate',
      title: 'video.generate.title',
      content: 'video.generate.content',
      values: { cost: GENERATION_CREDIT_COST['image-to-video'] },
      target: target('generate'),
      placement: 'top',
    },
    {
      id: 'result',
      title: 'video.result.title',
      content: 'video.result.content',
      target: target('result'),
      // The result appears only after a generation: show the step without it.
      waitForElement: false,
    },
  ],
};
