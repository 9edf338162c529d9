/**
 * A studio page's state and run, the same for its wizard and its one-page (legacy) form: the
 * studio's state machine, on the run lifecycle (src/lib/generation/README.md), with the run's
 * notices in the studio's words. Used inside the studio's StudioRoot.
 */
import { useReducer, type Dispatch, type ReactNode } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import type { ReloadAction, RunAction, RunState } from '../../lib/generation/run-state';
import type { StudioRunSpec, StudioRunState } from '../../lib/generation/studio-run-spec';
import { useStudioRun } from '../../lib/generation/use-studio-run';
import { useStudio } from './studio-context';
import { useRunNotices } from './use-run-notices';

type Lifecycle = ReturnType<typeof useStudioRun>;

export interface StudioPage<State extends { run: RunState }, Action = never> {
  state: State;
  dispatch: Dispatch<Action>;
  /** Whether a run kept on the device is still being looked for. */
  restoring: boolean;
  /** The balance shown (the one known at sign-in until the fresh one arrives). */
  balance: number | null;
  /** The balance could not be read: the cost's note says so. */
  balanceUnavailable: boolean;
  /** Reads the balance again: a batch or a refund changed it outside the page's own run. */
  refreshBalance: () => void;
  credits: Lifecycle['credits'];
  queued: Lifecycle['queued'];
  /** Generate with the current choice (nothing is sent while the credits known fall short). */
  generate: () => void;
}

/** What a studio tells both its pages of its result step (./ResultStep.tsx). */
export interface StudioResult {
  /** The step's test id; the picture's is `<testId>-image`. */
  testId: string;
  /** The picture the result was made from, for the before/after comparison. */
  before?: { src: string; alt: string } | null;
  /** The studio's own actions beside download (the body generator's "save as a body model"). */
  actions?: (generation: Generation) => ReactNode;
  /** The comparison opens first, with side by side on wide screens (./ResultStep.tsx). */
  compareFirst?: boolean;
  /** A checkerboard behind the result, for transparent pictures. */
  transparency?: boolean;
}

export interface StudioPageOptions<Choice extends object, State, Action> {
  spec: StudioRunSpec<Choice>;
  /** The studio's state machine; it takes the lifecycle's actions too. */
  reducer: (state: State, action: Action | RunAction | ReloadAction<Choice>) => State;
  initial: State;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
}

export function useStudioPage<
  Choice extends object,
  State extends StudioRunState<Choice> & { validation: string | null },
  Action,
>({
  spec,
  reducer,
  initial,
  initialBalance,
}: StudioPageOptions<Choice, State, Action>): StudioPage<
  State,
  Action | RunAction | ReloadAction<Choice>
> {
  const { owner, objectUrl } = useStudio();
  const [state, dispatch] = useReducer(reducer, initial);
  const lifecycle = useStudioRun({
    spec,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice: useRunNotices(),
  });
  return {
    state,
    dispatch,
    restoring: lifecycle.restoring,
    balance: lifecycle.balance,
    balanceUnavailable: lifecycle.balanceUnavailable,
    refreshBalance: () => void lifecycle.refreshBalance(),
    credits: lifecycle.credits,
    queued: lifecycle.queued,
    generate: () => void lifecycle.generate(state),
  };
}
