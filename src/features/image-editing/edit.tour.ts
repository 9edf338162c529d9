/**
 * Image editing's guided tour (docs/product-rules.md "Wizards"). The wizard marks its parts with
 * `data-tour={EDIT_TOUR_TARGETS.x}`; the tour waits for each part to render.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { TutorialConfig } from '../../components/tutorial/tutorial-types';

/** The `data-tour` values the editing wizard puts on its parts. */
export const EDIT_TOUR_TARGETS = {
  upload: 'edit-upload',
  describe: 'edit-describe',
  generate: 'edit-generate',
  result: 'edit-result',
} as const;

const target = (name: keyof typeof EDIT_TOUR_TARGETS) => `[data-tour="${EDIT_TOUR_TARGETS[name]}"]`;

export const editTutorial: TutorialConfig = {
  id: 'image-editing',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'imageEditing.welcome.title', content: 'imageEditing.welcome.content' },
    {
      id: 'upload',
      title: 'imageEditing.upload.title',
      content: 'imageEditing.upload.content',
      target: target('upload'),
      placement: 'right',
    },
    {
      id: 'describe',
      title: 'imageEditing.describe.title',
      content: 'imageEditing.describe.content',
      target: target('describe'),
      placement: 'right',
    },
    {
      id: 'generate',
      title: 'imageEditing.generate.title',
      content: 'imageEditing.generate.content',
      values: { cost: GENERATION_CREDIT_COST['image-editing'] },
      target: target('generate'),
      placement: 'top',
    },
    {
      id: 'result',
      title: 'imageEditing.result.title',
      content: 'imageEditing.result.content',
      target: target('result'),
      waitForElement: false,
    },
  ],
};
