/**
 * The try-on studio's guided tour (docs/product-rules.md "Wizards"). The wizard marks its parts
 * with `data-tour={TRY_ON_TOUR_TARGETS.x}`; the tour waits for each part to render.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { TutorialConfig } from '../../components/tutorial/tutorial-types';

/** The `data-tour` values the try-on wizard puts on its parts. */
export const TRY_ON_TOUR_TARGETS = {
  model: 'tryon-model',
  garment: 'tryon-garment',
  generate: 'tryon-generate',
  result: 'tryon-result',
} as const;

const target = (name: keyof typeof TRY_ON_TOUR_TARGETS) =>
  `[data-tour="${TRY_ON_TOUR_TARGETS[name]}"]`;

export const tryOnTutorial: TutorialConfig = {
  id: 'try-on',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'tryOn.welcome.title', content: 'tryOn.welcome.content' },
    {
      id: 'model',
      title: 'tryOn.model.title',
      content: 'tryOn.model.content',
      target: target('model'),
      placement: 'right',
    },
    {
      id: 'garment',
      title: 'tryOn.garment.title',
      content: 'tryOn.garment.content',
      target: target('garment'),
      placement: 'right',
    },
    {
      id: 'generate',
      title: 'tryOn.generate.title',
      content: 'tryOn.generate.content',
      values: { cost: GENERATION_CREDIT_COST['virtual-tryon'] },
      target: target('generate'),
      placement: 'top',
    },
    {
      id: 'result',
      title: 'tryOn.result.title',
      content: 'tryOn.result.content',
      target: target('result'),
      // The result panel appears only after a generation: show the step without it.
      waitForElement: false,
    },
  ],
};
