/**
 * A studio's wizard page on its state and run (./use-studio-page.ts): the frame (./WizardShell)
 * with its stepper and tour, the studio's side panel, the studio's own steps (its children,
 * each shown on its step), then the shared generate and result steps.
 */
import { useCallback, type ReactNode } from 'react';
import { isBusy, type RunState } from '../../lib/generation/run-state';
import { GENERATE_STEP, RESULT_STEP } from '../../lib/generation/wizard-machine';
import type { TutorialConfig } from '../tutorial/tutorial-types';
import { useTourOnRequest } from '../tutorial/use-tour-on-request';
import { useTutorial } from '../tutorial/use-tutorial';
import { GenerateStep } from './GenerateStep';
import { ResultStep } from './ResultStep';
import type { StudioPage, StudioResult } from './use-studio-page';
import { WizardShell } from './WizardShell';

export interface StudioWizardProps<Step extends string, State extends { step: Step }> {
  page: StudioPage<State & { run: RunState }, { type: 'goTo'; step: Step }>;
  /** The studio's root test id; the current step is its `data-step`. */
  testId: string;
  steps: readonly Step[];
  /** The studio machine's: whether a step may be clicked with this state. */
  canVisit: (state: State, step: Step) => boolean;
  /** The studio's tour: a module constant (a new object starts a new tour). */
  tutorial: TutorialConfig;
  /** The studio's side panel (./StudioRail.tsx). */
  rail: ReactNode;
  /** The generate step's review of the choice. */
  review: ReactNode;
  /** What is chosen on the generate step (try-on: the garment category). */
  settings?: ReactNode;
  result: StudioResult & { tourTarget: string };
  /** The studio's own steps, before generate. */
  children: ReactNode;
}

export function StudioWizard<Step extends string, State extends { step: Step }>(
  props: StudioWizardProps<Step, State>,
) {
  const { page, steps, result } = props;
  const { state, dispatch } = page;
  const { run, step } = state;
  const tour = useTutorial(props.tutorial);
  useTourOnRequest(tour); // the Help page's links
  const visit = useCallback((other: Step) => dispatch({ type: 'goTo', step: other }), [dispatch]);
  const stepIndex = steps.indexOf(step);
  const busy = isBusy(run);

  return (
    <WizardShell
      testId={props.testId}
      steps={steps}
      current={step}
      isDone={(other) =>
        steps.indexOf(other) < stepIndex || (other === GENERATE_STEP && run.status === 'succeeded')
      }
      canVisit={(other) => !busy && props.canVisit(state, other)}
      onVisit={visit}
      balance={page.balance}
      restoring={page.restoring}
      tour={tour}
      hideHeading={step === GENERATE_STEP && busy}
      aside={props.rail}
    >
      {props.children}
      {step === GENERATE_STEP && (
        <GenerateStep
          run={run}
          queued={page.queued}
          review={props.review}
          settings={props.settings}
        />
      )}
      {step === RESULT_STEP && run.status === 'succeeded' && (
        <ResultStep
          generation={run.generation}
          before={result.before}
          testId={result.testId}
          tourTarget={result.tourTarget}
          actions={result.actions?.(run.generation)}
          compareFirst={result.compareFirst}
          transparency={result.transparency}
        />
      )}
    </WizardShell>
  );
}
