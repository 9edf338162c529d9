/**
 * "Your edit": the picture and the edit chosen so far (each a way back to its step), in the
 * shared side panel (src/components/studio/StudioRail.tsx), and, on the result, "Edit again",
 * which keeps the picture.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RailPhoto, RailSlot } from '../../components/studio/RailSlot';
import { StudioRail } from '../../components/studio/StudioRail';
import { EDIT_STEPS, isBusy, type EditStep } from './edit-machine';
import type { EditPage } from './edit-parts';
import { PresetSummary } from './EditReview';
import { EDIT_TOUR_TARGETS } from './edit.tour';

export function EditRail({ page }: { page: EditPage }) {
  const { t } = useTranslation('image-editing');
  const { state, dispatch } = page;
  const busy = isBusy(state.run);
  const go = (step: EditStep) => dispatch({ type: 'goTo', step });
  return (
    <StudioRail
      page={page}
      firstStep={EDIT_STEPS[0]}
      testId="edit-rail"
      canStartOver={Boolean(state.photo || state.prompt || state.presets.length)}
      tourTarget={EDIT_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'editAgain' })}
          data-testid="edit-again"
        >
          {t('actions.editAgain')}
        </Button>
      }
    >
      <Stack gap="4">
        <RailSlot
          step="upload"
          title={t('rail.photo')}
          disabled={busy}
          active={state.step === 'upload'}
          onOpen={() => go('upload')}
          tourTarget={EDIT_TOUR_TARGETS.upload}
        >
          <RailPhoto
            photo={state.photo}
            emptyText={t('rail.choosePhoto')}
            aspectRatio={4 / 3}
            fit="contain"
          />
        </RailSlot>
        <RailSlot
          step="describe"
          title={t('rail.edit')}
          disabled={busy || !state.photo}
          active={state.step === 'describe'}
          onOpen={() => go('describe')}
          tourTarget={EDIT_TOUR_TARGETS.describe}
        >
          <Stack gap="2">
            {state.prompt.trim() && (
              <Text fontSize="sm" lineClamp={3} data-testid="rail-prompt">
                {state.prompt.trim()}
              </Text>
            )}
            <PresetSummary choice={state} />
          </Stack>
        </RailSlot>
      </Stack>
    </StudioRail>
  );
}
