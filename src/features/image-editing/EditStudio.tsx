/**
 * Image editing at /image-editing: upload the picture, describe the edit, generate, then the
 * result with its before/after comparison, with its guided tour. The wizard's frame, steps and
 * run are the shared ones (src/components/studio, src/lib/generation); what is the studio's own
 * is here.
 */
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { StudioWizard } from '../../components/studio/StudioWizard';
import { canVisit, EDIT_STEPS } from './edit-machine';
import { useEditPage, useEditParts } from './edit-parts';
import { EDIT_TOUR_TARGETS, editTutorial } from './edit.tour';
import { EditRail } from './EditRail';

export function EditStudio({ initialBalance, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="image-editing" namespace="image-editing" {...root}>
      <EditWizard initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function EditWizard({ initialBalance }: { initialBalance: number | null }) {
  const page = useEditPage(initialBalance);
  const parts = useEditParts(page);
  const { step } = page.state;
  return (
    <StudioWizard
      page={page}
      testId="edit-studio"
      steps={EDIT_STEPS}
      canVisit={canVisit}
      tutorial={editTutorial}
      rail={<EditRail page={page} />}
      review={parts.review}
      result={{ ...parts.result, tourTarget: EDIT_TOUR_TARGETS.result }}
    >
      {step === 'upload' && parts.upload}
      {step === 'describe' && parts.describe}
    </StudioWizard>
  );
}
