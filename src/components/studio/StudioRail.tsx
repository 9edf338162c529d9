/**
 * A wizard's side panel: its title (the studio's `rail.title`), what the studio shows of the
 * choice so far (its children), then the wizard's actions (./WizardActions.tsx), with the
 * studio's own action on the result. Sticky beside the step from tablet width.
 */
import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import type { RunState } from '../../lib/generation/run-state';
import type { StudioPage } from './use-studio-page';
import { useStudioText } from './use-studio-text';
import { WizardActions } from './WizardActions';

type RailAction = { type: 'continue' } | { type: 'back' } | { type: 'startOver' };

export interface StudioRailProps {
  page: StudioPage<{ step: string; run: RunState; validation: string | null }, RailAction>;
  /** The wizard's first step (it has no Back). */
  firstStep: string;
  /** The panel's test id; its title's id is `<testId>-title`. */
  testId: string;
  /** Something is chosen that Start over would forget. */
  canStartOver: boolean;
  /** The tour's target for the actions. */
  tourTarget?: string;
  /** Under Generate again on the result (try-on: another garment). */
  resultAction?: ReactNode;
  children: ReactNode;
}

export function StudioRail({ page, firstStep, testId, children, ...props }: StudioRailProps) {
  const t = useStudioText();
  const { state, dispatch } = page;
  return (
    <Stack
      as="aside"
      aria-labelledby={`${testId}-title`}
      gap="5"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      shadow="xs"
      position={{ md: 'sticky' }}
      top={{ md: '4', lg: '6' }}
      data-testid={testId}
    >
      <Text id={`${testId}-title`} fontWeight="bold" fontSize="lg">
        {t('rail.title')}
      </Text>
      {children}
      <WizardActions
        step={state.step}
        firstStep={firstStep}
        run={state.run}
        validation={state.validation}
        credits={page.credits}
        balanceUnavailable={page.balanceUnavailable}
        canStartOver={props.canStartOver}
        onContinue={() => dispatch({ type: 'continue' })}
        onGenerate={page.generate}
        onBack={() => dispatch({ type: 'back' })}
        onStartOver={() => dispatch({ type: 'startOver' })}
        tourTarget={props.tourTarget}
        resultAction={props.resultAction}
      />
    </Stack>
  );
}
