/**
 * A studio wizard's frame: the studio's name and lead, the credit balance, the guided tour and
 * the way to the history; the steps across the top; then the current step beside the studio's
 * side panel (its choices so far and the wizard's actions). While the lifecycle looks for a
 * run kept on the device, a spinner stands in for the step.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../common/routes';
import { CompassIcon, HistoryIcon } from '../icons';
import { TutorialOverlay } from '../tutorial/TutorialOverlay';
import type { TutorialHandle } from '../tutorial/use-tutorial';
import { RestoringRun } from './RestoringRun';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';
import { WizardStepper, type WizardStepperProps } from './WizardStepper';

export interface WizardShellProps<Step extends string> extends WizardStepperProps<Step> {
  /** The studio's root test id; the current step is its `data-step`. */
  testId: string;
  balance: number | null;
  restoring: boolean;
  /** The studio's tour (its button's test id is `start-<tour id>-tour`). */
  tour: TutorialHandle;
  /** Hides the step's heading (the processing view names what is happening itself). */
  hideHeading?: boolean;
  aside: ReactNode;
  children: ReactNode;
}

function StepHeading({ step }: { step: string }) {
  const t = useStudioText();
  const lead = step === 'result' ? null : t(`headings.${step}Lead`);
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t(`headings.${step}`)}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize="sm">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

export function WizardShell<Step extends string>(props: WizardShellProps<Step>) {
  const { service } = useStudio();
  const t = useStudioText();
  const { testId, balance, restoring, tour, current, aside, children } = props;
  return (
    <Stack gap="6" maxW="7xl" mx="auto" data-testid={testId} data-step={current}>
      <HStack justify="space-between" align="start" gap="6">
        <Stack gap="1" flex="1" minW="0" maxW="2xl">
          <Heading as="h1" size="2xl">
            {t(`common:services.${service}.name`)}
          </Heading>
          <Text color="fg.muted">{t('lead')}</Text>
        </Stack>
        <HStack gap="2" flexShrink={0} pt="1">
          {balance !== null && (
            <Badge
              size="lg"
              colorPalette="brand"
              variant="subtle"
              title={t('balance.label')}
              data-testid="credit-balance"
            >
              {t('balance.chip', { count: balance })}
            </Badge>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={tour.start}
            data-testid={`start-${tour.config.id}-tour`}
          >
            <CompassIcon /> {t('actions.tour')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={PATHS.history}>
              <HistoryIcon /> {t('common:nav.history')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <WizardStepper
        steps={props.steps}
        current={current}
        isDone={props.isDone}
        canVisit={props.canVisit}
        onVisit={props.onVisit}
      />
      {restoring ? (
        <RestoringRun />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 272px', xl: 'minmax(0, 1fr) 320px' }}
          gap={{ base: 4, xl: 6 }}
          alignItems="start"
        >
          <Stack
            gap="5"
            p={{ base: 4, xl: 6 }}
            bg="white"
            borderWidth="1px"
            borderRadius="2xl"
            shadow="xs"
            minH="md"
          >
            {!props.hideHeading && <StepHeading step={current} />}
            {children}
          </Stack>
          <Box>{aside}</Box>
        </Grid>
      )}
      <TutorialOverlay tutorial={tour} />
    </Stack>
  );
}
