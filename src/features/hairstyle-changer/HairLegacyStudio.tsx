/**
 * The hairstyle changer as one plain page (/hairstyle-changer-legacy, public layout, signed
 * in): the photo, the style, the colour, the description and the mask, and Generate at once, on
 * the shared one-page frame (src/components/studio/LegacyStudioPage.tsx) and the wizard's state
 * and run.
 */
import { LegacySection, LegacyStudioPage } from '../../components/studio/LegacyStudioPage';
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { useStudioText } from '../../components/studio/use-studio-text';
import { useHairPage, useHairParts } from './hair-parts';

export function HairLegacyStudio({ initialBalance, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="hairstyle-changer" namespace="hairstyle" {...root}>
      <HairLegacyPage initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function HairLegacyPage({ initialBalance }: { initialBalance: number | null }) {
  const t = useStudioText();
  const page = useHairPage(initialBalance);
  const parts = useHairParts(page);
  return (
    <LegacyStudioPage
      page={page}
      testId="hairstyle-legacy"
      review={parts.review}
      settings={parts.settings}
      result={parts.result}
    >
      <LegacySection heading={t('headings.photo')} lead={t('headings.photoLead')}>
        {parts.photo}
      </LegacySection>
      <LegacySection heading={t('headings.style')} lead={t('headings.styleLead')}>
        {parts.style}
      </LegacySection>
    </LegacyStudioPage>
  );
}
