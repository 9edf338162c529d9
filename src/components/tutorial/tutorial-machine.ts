/**
 * The tutorial's states and transitions (docs/product-rules.md#tutorial) as a pure reducer: no
 * timers, no DOM. The controller (tutorial-controller.ts) runs the timers and reports their ends as
 * events.
 *
 *   inactive --start--> starting --100 ms--> locating(step) --found--> showing(step)
 *   showing --next/previous/goTo/autoNext--> locating(other step)
 *   showing --next on the last step--> closing(finished) --300 ms--> finished
 *   starting|locating|showing --skip--> closing(skipped) --300 ms--> skipped
 *   locating --target never appeared--> locating(the following step in the travel direction),
 *                                        or closing(finished) when no step is left that way
 */

export type TutorialStatus =
  'inactive' | 'starting' | 'locating' | 'showing' | 'closing' | 'finished' | 'skipped';

export type TutorialEnd = 'finished' | 'skipped';

export interface TutorialState {
  status: TutorialStatus;
  /** The step shown, or the one being located. */
  index: number;
  /** 1 going forward, -1 going back: a step whose target never appears is passed that way. */
  direction: 1 | -1;
  /** Seconds left before an autoNext step moves on; null when the step has no autoNext. */
  countdown: number | null;
  /** How the tour ends, while it is closing and after. */
  end: TutorialEnd | null;
}

export type TutorialEvent =
  | { type: 'start' }
  | { type: 'startDelayElapsed' }
  | { type: 'targetFound' }
  | { type: 'targetMissing' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'skip' }
  | { type: 'closeElapsed' };

/** What the reducer needs to know about the steps. */
export interface StepTiming {
  autoNext?: number;
}

export const INITIAL_TUTORIAL_STATE: TutorialState = {
  status: 'inactive',
  index: 0,
  direction: 1,
  countdown: null,
  end: null,
};

const locate = (index: number, direction: 1 | -1): TutorialState => ({
  status: 'locating',
  index,
  direction,
  countdown: null,
  end: null,
});

const close = (state: TutorialState, end: TutorialEnd): TutorialState => ({
  ...state,
  status: 'closing',
  countdown: null,
  end,
});

function forward(state: TutorialState, stepCount: number): TutorialState {
  const next = state.index + 1;
  return next < stepCount ? locate(next, 1) : close(state, 'finished');
}

function whileShowing(
  state: TutorialState,
  event: TutorialEvent,
  steps: readonly StepTiming[],
): TutorialState {
  switch (event.type) {
    case 'next':
      return forward(state, steps.length);
    case 'previous':
      return state.index > 0 ? locate(state.index - 1, -1) : state;
    case 'goTo': {
      const valid = Number.isInteger(event.index) && event.index >= 0 && event.index < steps.length;
      if (!valid || event.index === state.index) return state;
      return locate(event.index, event.index > state.index ? 1 : -1);
    }
    case 'tick':
      if (state.countdown === null) return state;
      return state.countdown > 1
        ? { ...state, countdown: state.countdown - 1 }
        : forward(state, steps.length);
    case 'skip':
      return close(state, 'skipped');
    default:
      return state;
  }
}

function whileLocating(
  state: TutorialState,
  event: TutorialEvent,
  steps: readonly StepTiming[],
): TutorialState {
  switch (event.type) {
    case 'targetFound':
      return {
        ...state,
        status: 'showing',
        countdown: steps[state.index]?.autoNext ?? null,
      };
    case 'targetMissing': {
      const following = state.index + state.direction;
      if (following >= 0 && following < steps.length) return locate(following, state.direction);
      return close(state, 'finished');
    }
    case 'skip':
      return close(state, 'skipped');
    default:
      return state;
  }
}

/** The next state; the same object when the event does not apply (callers rely on this). */
export function tutorialReducer(
  state: TutorialState,
  event: TutorialEvent,
  steps: readonly StepTiming[],
): TutorialState {
  switch (state.status) {
    case 'inactive':
    case 'finished':
    case 'skipped':
      return event.type === 'start' && steps.length > 0
        ? { ...INITIAL_TUTORIAL_STATE, status: 'starting' }
        : state;
    case 'starting':
      if (event.type === 'startDelayElapsed') return locate(0, 1);
      return event.type === 'skip' ? close(state, 'skipped') : state;
    case 'locating':
      return whileLocating(state, event, steps);
    case 'showing':
      return whileShowing(state, event, steps);
    case 'closing':
      return event.type === 'closeElapsed' && state.end ? { ...state, status: state.end } : state;
  }
}

/** The overlay is on screen (including its closing animation). */
export function isTutorialOpen(state: TutorialState): boolean {
  return ['starting', 'locating', 'showing', 'closing'].includes(state.status);
}
