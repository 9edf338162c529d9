/**
 * The try-on studio as one plain page (/virtual-tryon-legacy, public layout, signed in): both
 * pictures, the garment category and Generate at once, on the shared one-page frame
 * (src/components/studio/LegacyStudioPage.tsx) and the wizard's state and run.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { LegacySection, LegacyStudioPage } from '../../components/studio/LegacyStudioPage';
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { useStudioText } from '../../components/studio/use-studio-text';
import { tryOnParts, useTryOnPage } from './try-on-parts';

export function TryOnLegacyStudio({ initialBalance, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="virtual-tryon" namespace="try-on" {...root}>
      <TryOnLegacyPage initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function TryOnLegacyPage({ initialBalance }: { initialBalance: number | null }) {
  const t = useStudioText();
  const page = useTryOnPage(initialBalance);
  const parts = tryOnParts(page);
  return (
    <LegacyStudioPage
      page={page}
      testId="try-on-legacy"
      review={parts.review}
      settings={parts.settings}
      result={parts.result}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <LegacySection heading={t('headings.model')} lead={t('headings.modelLead')}>
          {parts.model}
        </LegacySection>
        <LegacySection heading={t('headings.garment')} lead={t('headings.garmentLead')}>
          {parts.garment}
        </LegacySection>
      </SimpleGrid>
    </LegacyStudioPage>
  );
}
