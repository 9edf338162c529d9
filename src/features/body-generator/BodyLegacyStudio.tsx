/**
 * The body generator as one plain page (/body-generator-legacy, public layout, signed in): the
 * parameters, the face photo and the customisation at once and a Generate button, on the shared
 * one-page frame (src/components/studio/LegacyStudioPage.tsx) and the wizard's state and run.
 */
import { LegacySection, LegacyStudioPage } from '../../components/studio/LegacyStudioPage';
import { StudioRoot } from '../../components/studio/StudioRoot';
import { useStudioText } from '../../components/studio/use-studio-text';
import { useBodyPage, useBodyParts } from './body-parts';
import type { BodyStudioProps } from './BodyStudio';

export function BodyLegacyStudio({ initialBalance, saveBodyModel, ...root }: BodyStudioProps) {
  return (
    <StudioRoot service="body-generator" namespace="body-generator" {...root}>
      <BodyLegacyPage initialBalance={initialBalance} saveBodyModel={saveBodyModel} />
    </StudioRoot>
  );
}

function BodyLegacyPage({
  initialBalance,
  saveBodyModel,
}: Pick<BodyStudioProps, 'initialBalance' | 'saveBodyModel'>) {
  const t = useStudioText();
  const page = useBodyPage(initialBalance);
  const parts = useBodyParts(page, saveBodyModel);
  return (
    <LegacyStudioPage page={page} testId="body-legacy" review={parts.review} result={parts.result}>
      <LegacySection heading={t('headings.parameters')}>{parts.parameters}</LegacySection>
      <LegacySection heading={t('headings.face')}>
        {parts.face}
        {parts.look}
      </LegacySection>
    </LegacyStudioPage>
  );
}
