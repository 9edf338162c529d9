/**
 * The hairstyle changer's guided tour (docs/product-rules.md "Wizards"). The wizard marks its
 * parts with `data-tour={HAIR_TOUR_TARGETS.x}`; the tour waits for each part to render.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { TutorialConfig } from '../../components/tutorial/tutorial-types';

/** The `data-tour` values the hairstyle wizard puts on its parts. */
export const HAIR_TOUR_TARGETS = {
  photo: 'hair-photo',
  style: 'hair-style',
  generate: 'hair-generate',
  result: 'hair-result',
} as const;

const target = (name: keyof typeof HAIR_TOUR_TARGETS) => `[data-tour="${HAIR_TOUR_TARGETS[name]}"]`;

export const hairTutorial: TutorialConfig = {
  id: 'hairstyle',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'hairstyle.welcome.title', content: 'hairstyle.welcome.content' },
    {
      id: 'photo',
      title: 'hairstyle.photo.title',
      content: 'hairstyle.photo.content',
      target: target('photo'),
      placement: 'right',
    },
    {
      id: 'style',
      title: 'hairstyle.style.title',
      content: 'hairstyle.style.content',
      target: target('style'),
      placement: 'right',
    },
    {
      id: 'generate',
      title: 'hairstyle.generate.title',
      content: 'hairstyle.generate.content',
      values: { cost: GENERATION_CREDIT_COST['hairstyle-changer'] },
      target: target('generate'),
      placement: 'top',
    },
    {
      id: 'result',
      title: 'hairstyle.result.title',
      content: 'hairstyle.result.content',
      target: target('result'),
      // The result panel appears only after a generation: show the step without it.
      waitForElement: false,
    },
  ],
};
