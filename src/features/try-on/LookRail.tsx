/**
 * "Your look": the model and garment chosen so far, each a way back to its step, in the shared
 * side panel (src/components/studio/StudioRail.tsx) and, on the result, "Try another garment",
 * which keeps the model. The tour's model, garment and generate steps point here.
 */
import { Button, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StudioRail } from '../../components/studio/StudioRail';
import { LookSlot } from './LookSlot';
import { isBusy, WIZARD_STEPS } from './try-on-machine';
import type { TryOnPage } from './try-on-page.model';
import { TRY_ON_TOUR_TARGETS } from './try-on.tour';

export function LookRail({ page }: { page: TryOnPage }) {
  const { t } = useTranslation('try-on');
  const { state, dispatch } = page;
  const busy = isBusy(state.run);
  return (
    <StudioRail
      page={page}
      firstStep={WIZARD_STEPS[0]}
      testId="look-rail"
      canStartOver={Boolean(state.model || state.garment)}
      tourTarget={TRY_ON_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'reuseModel' })}
          data-testid="wizard-reuse-model"
          title={t('actions.reuseModelHint')}
        >
          {t('actions.reuseModel')}
        </Button>
      }
    >
      <SimpleGrid columns={2} gap="3">
        <LookSlot
          slot="model"
          pick={state.model}
          active={state.step === 'model'}
          disabled={busy}
          onClick={() => dispatch({ type: 'goTo', step: 'model' })}
          tourTarget={TRY_ON_TOUR_TARGETS.model}
        />
        <LookSlot
          slot="garment"
          pick={state.garment}
          locked={!state.model}
          active={state.step === 'garment'}
          disabled={busy}
          onClick={() => dispatch({ type: 'goTo', step: 'garment' })}
          tourTarget={TRY_ON_TOUR_TARGETS.garment}
        />
      </SimpleGrid>
    </StudioRail>
  );
}
