/**
 * The body generator's guided tour (docs/studios.md "Body generator"). The wizard marks its
 * parts with `data-tour={BODY_TOUR_TARGETS.x}`; the tour waits for each part to render.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { TutorialConfig } from '../../components/tutorial/tutorial-types';

/** The `data-tour` values the body generator puts on its parts. */
export const BODY_TOUR_TARGETS = {
  parameters: 'body-parameters',
  bmi: 'body-bmi',
  generate: 'body-generate',
  result: 'body-result',
} as const;

const target = (name: keyof typeof BODY_TOUR_TARGETS) => `[data-tour="${BODY_TOUR_TARGETS[name]}"]`;

export const bodyTutorial: TutorialConfig = {
  id: 'body-generator',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'body.welcome.title', content: 'body.welcome.content' },
    {
      id: 'parameters',
      title: 'body.parameters.title',
      content: 'body.parameters.content',
      target: target('parameters'),
      placement: 'right',
    },
    {
      id: 'bmi',
      title: 'body.bmi.title',
      content: 'body.bmi.content',
      target: target('bmi'),
      placement: 'left',
    },
    {
      id: 'generate',
      title: 'body.generate.title',
      content: 'body.generate.content',
      values: { cost: GENERATION_CREDIT_COST['body-generator'] },
      target: target('generate'),
      placement: 'top',
    },
    {
      id: 'result',
      title: 'body.result.title',
      content: 'body.result.content',
      target: target('result'),
      // The result appears only after a generation: show the step without it.
      waitForElement: false,
    },
  ],
};
