/**
 * A studio as one plain page (its legacy path, in the public layout): the studio's name with the
 * way to its wizard, every input at once (the studio's sections, its children), then the
 * generate section — the review, the cost and balance, what stops a run, Generate — and the
 * result. On the wizard's state machine and run (./use-studio-page.ts): the same rules, the same
 * saved run, the same result.
 */
import type { ReactNode } from 'react';
import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { STUDIOS } from '../../../common/studios/studios';
import type { RunState } from '../../lib/generation/run-state';
import { GenerateButton, GenerateChecks } from './GenerateControls';
import { GenerateStep } from './GenerateStep';
import { ResultStep } from './ResultStep';
import { RestoringRun } from './RestoringRun';
import { useStudio } from './studio-context';
import type { StudioPage, StudioResult } from './use-studio-page';
import { useStudioText } from './use-studio-text';

/** One titled block of the page: an input, the generate section, the result. */
export function LegacySection({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="4" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
      <Stack gap="1">
        <Heading as="h2" size="md">
          {heading}
        </Heading>
        {lead && (
          <Text color="fg.muted" fontSize="sm">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

export interface LegacyStudioPageProps {
  page: StudioPage<{ run: RunState; validation: string | null }>;
  /** The page's root test id. */
  testId: string;
  /** The generate section's review of the choice. */
  review: ReactNode;
  /** What is chosen beside the review (try-on: the garment category). */
  settings?: ReactNode;
  result: StudioResult;
  /** The studio's inputs, each a LegacySection. */
  children: ReactNode;
}

export function LegacyStudioPage({
  page,
  testId,
  result,
  children,
  ...props
}: LegacyStudioPageProps) {
  const t = useStudioText();
  const { service } = useStudio();
  const { run, validation } = page.state;

  return (
    // Its own margins, as every page of the public layout has: the layout gives none.
    <Container maxW="6xl" py={{ base: 8, md: 14 }}>
      <Stack gap="6" data-testid={testId}>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t(`common:services.${service}.name`)}
          </Heading>
          <Text color="fg.muted">{t('legacy.lead')}</Text>
          <HStack gap="2" fontSize="sm" flexWrap="wrap">
            <Text color="fg.muted">{t('legacy.wizard')}</Text>
            <Button asChild variant="plain" size="sm" px="0" colorPalette="brand">
              <RouterLink to={STUDIOS[service].path}>{t('legacy.openWizard')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
        {page.restoring ? (
          <RestoringRun />
        ) : (
          <>
            {children}
            <LegacySection heading={t('headings.generate')}>
              <GenerateStep
                run={run}
                queued={page.queued}
                review={props.review}
                settings={props.settings}
              />
              <GenerateChecks
                run={run}
                credits={page.credits}
                balanceUnavailable={page.balanceUnavailable}
                validation={validation}
              />
              {run.status !== 'succeeded' && (
                <GenerateButton run={run} credits={page.credits} onClick={page.generate} />
              )}
            </LegacySection>
            {run.status === 'succeeded' && (
              <LegacySection heading={t('headings.result')}>
                <ResultStep
                  generation={run.generation}
                  before={result.before}
                  onRegenerate={page.generate}
                  testId={result.testId}
                  actions={result.actions?.(run.generation)}
                />
              </LegacySection>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
