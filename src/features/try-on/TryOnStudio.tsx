/**
 * The virtual try-on studio at /virtual-tryon: choose a model, choose a garment, generate, then
 * the result, with its guided tour; on the generate step, batch try-on (or, without it in the
 * plan, its offer). The wizard's frame, steps and run are the shared ones (src/components/studio,
 * src/lib/generation); what is try-on's own is here.
 */
import { Stack } from '@chakra-ui/react';
import type { PlanId } from '../../../common/plans';
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { StudioWizard } from '../../components/studio/StudioWizard';
import { BatchPanel } from './BatchPanel';
import { LookRail } from './LookRail';
import { canVisit, WIZARD_STEPS } from './try-on-machine';
import { tryOnParts, useTryOnPage } from './try-on-parts';
import { TRY_ON_TOUR_TARGETS, tryOnTutorial } from './try-on.tour';

/**
 * No "save to my assets" here, whatever the app hands: the wizard's result keeps its actions
 * (the top README, "Legacy studios").
 */
export function TryOnStudio({ owner, initialBalance, planId, AssetsPicker }: StudioPageProps) {
  return (
    <StudioRoot
      service="virtual-tryon"
      namespace="try-on"
      owner={owner}
      AssetsPicker={AssetsPicker}
    >
      <TryOnWizard initialBalance={initialBalance} planId={planId} />
    </StudioRoot>
  );
}

function TryOnWizard({
  initialBalance,
  planId,
}: {
  initialBalance: number | null;
  planId: PlanId | undefined;
}) {
  const page = useTryOnPage(initialBalance);
  const parts = tryOnParts(page);
  const { step, model, garment, category } = page.state;
  // Batch try-on sits beside the category: the wizard's picks are its first look.
  const settings = (
    <Stack gap="5">
      {parts.settings}
      <BatchPanel
        planId={planId}
        model={model}
        garment={garment}
        category={category}
        onBalanceChange={page.refreshBalance}
      />
    </Stack>
  );
  return (
    <StudioWizard
      page={page}
      testId="try-on-studio"
      steps={WIZARD_STEPS}
      canVisit={canVisit}
      tutorial={tryOnTutorial}
      rail={<LookRail page={page} />}
      review={parts.review}
      settings={settings}
      result={{ ...parts.result, tourTarget: TRY_ON_TOUR_TARGETS.result }}
    >
      {step === 'model' && parts.model}
      {step === 'garment' && parts.garment}
    </StudioWizard>
  );
}
