/**
 * A studio's wizard as a pure state machine (README.md "The wizard"): the step shown, the
 * choice made so far, the run, and the validation message. A studio states its steps (ending
 * on `generate` and `result`), its empty choice and what blocks each step; the machine does the
 * rest the same way for every studio: Continue, Back, Start over, one run per intent, nothing
 * changes while a run is busy, a new choice makes the last run history.
 */
import type { Generation } from '../../../common/contracts/generations';
import {
  IDLE_RUN,
  isBusy,
  nextKey,
  runOf,
  runReducer,
  type ReloadAction,
  type RunAction,
  type RunState,
} from './run-state';

/** Every wizard has these two steps, last: the review and run, then the result. */
export const GENERATE_STEP = 'generate';
export const RESULT_STEP = 'result';

export type WizardState<Step extends string, Choice extends object> = Choice & {
  step: Step;
  run: RunState;
  /** The validation message shown (an i18n key of the studio's namespace), or null. */
  validation: string | null;
};

export type WizardAction<Step extends string, Choice extends object> =
  | RunAction
  | ReloadAction<Choice>
  /** A new choice (a picture, a parameter): the next generate is a new intent. */
  | { type: 'choose'; choice: Partial<Choice> }
  | { type: 'goTo'; step: Step }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'startOver' }
  | { type: 'dismissValidation' };

export interface WizardSpec<Step extends string, Choice extends object> {
  steps: readonly Step[];
  /** The choice before anything is chosen; its keys name the choice in reload actions. */
  empty: Choice;
  /** Why `step` cannot be shown with this choice (an i18n key), or null when it can. */
  blockerFor(choice: Choice, step: Step): string | null;
}

export function wizardMachine<Step extends string, Choice extends object>(
  spec: WizardSpec<Step, Choice>,
) {
  type State = WizardState<Step, Choice>;
  type Action = WizardAction<Step, Choice>;
  const { steps } = spec;
  const generate = GENERATE_STEP as Step;
  const result = RESULT_STEP as Step;
  if (!steps.includes(generate) || steps.at(-1) !== result)
    throw new Error('A wizard ends on its generate and result steps');
  const initial = { ...spec.empty, step: steps[0]!, run: IDLE_RUN, validation: null } as State;

  const blockerFor = (choice: Choice, step: Step) => spec.blockerFor(choice, step);

  /** A step the user may click: reachable, and the result only once there is one. */
  const canVisit = (state: State, step: Step) =>
    step === result ? state.run.status === 'succeeded' : blockerFor(state, step) === null;

  const goTo = (state: State, step: Step): State => {
    if (step === result && state.run.status !== 'succeeded') return state;
    const blocker = blockerFor(state, step);
    return blocker ? { ...state, validation: blocker } : { ...state, step, validation: null };
  };

  const onUpdate = (state: State, generation: Generation): State => ({
    ...state,
    step: generation.status === 'success' ? result : generate,
    run: runOf(state.run, generation),
  });

  const choiceOf = (action: object): Choice =>
    Object.fromEntries(
      Object.keys(spec.empty).map((key) => [key, (action as Record<string, unknown>)[key]]),
    ) as Choice;

  /** A request found on the device after a reload: its choice, on the generate step, in `run`. */
  const afterReload = (action: object, run: RunState): State => ({
    ...initial,
    ...choiceOf(action),
    step: generate,
    run,
  });

  function reducer(state: State, action: Action): State {
    const busy = isBusy(state.run);
    const at = steps.indexOf(state.step);
    switch (action.type) {
      case 'choose':
        return busy ? state : { ...state, ...action.choice, run: IDLE_RUN, validation: null };
      case 'goTo':
        return busy ? state : goTo(state, action.step);
      case 'continue': {
        const next = steps[at + 1];
        return busy || !next || next === result ? state : goTo(state, next);
      }
      case 'back': {
        const previous = steps[at - 1];
        return busy || !previous ? state : { ...state, step: previous, validation: null };
      }
      case 'startOver':
        return busy ? state : initial;
      case 'dismissValidation':
        return { ...state, validation: null };
      case 'submit': {
        if (busy) return state;
        const blocker = blockerFor(state, generate);
        if (blocker) return { ...state, validation: blocker };
        const run: RunState = { status: 'submitting', key: action.key };
        return { ...state, step: generate, validation: null, run };
      }
      case 'restoreQueued':
        return afterReload(action, { status: 'queued', key: action.key, entryId: action.entryId });
      case 'resend':
        return afterReload(action, { status: 'submitting', key: action.key });
      case 'restore':
        return onUpdate({ ...initial, ...choiceOf(action) }, action.generation);
      case 'update':
        return onUpdate(state, action.generation);
      case 'lost':
        return {
          ...state,
          step: blockerFor(state, generate) ? steps[0]! : generate,
          run: IDLE_RUN,
        };
      default: {
        const run = runReducer(state.run, action);
        if (run === state.run) return state;
        return action.type === 'queueFailed'
          ? { ...state, step: generate, run }
          : { ...state, run };
      }
    }
  }

  /** The key the next submit sends: the failed attempt's again, else a fresh one. */
  const submitKey = (state: State, fresh: () => string) => nextKey(state.run, fresh);

  return { initial, reducer, blockerFor, canVisit, submitKey };
}
