/**
 * Runs a tour: feeds the pure reducer, owns its timers (start delay, target polling, autoNext
 * countdown, close animation) and calls the step hooks and tour callbacks. Timers and the target
 * lookup are injected, so tests drive it with fake timers and no DOM.
 */
import {
  INITIAL_TUTORIAL_STATE,
  tutorialReducer,
  type TutorialEvent,
  type TutorialState,
} from './tutorial-machine';
import {
  AUTO_NEXT_TICK_MS,
  TARGET_POLL_INTERVAL_MS,
  TARGET_POLL_MAX_TRIES,
  TUTORIAL_CLOSE_MS,
  TUTORIAL_START_DELAY_MS,
  type TutorialConfig,
} from './tutorial-types';

export interface TutorialTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TutorialControllerOptions {
  config: TutorialConfig;
  timers: TutorialTimers;
  /** Whether the element a selector names is on the page and rendered. */
  isTargetPresent(selector: string): boolean;
  onChange(state: TutorialState): void;
}

export interface TutorialController {
  getState(): TutorialState;
  start(): void;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** Ends the tour early (Skip, Esc); does nothing when the tour disallows skipping. */
  skip(): void;
  /** Stops every timer; the controller ignores everything afterwards. */
  destroy(): void;
}

export function createTutorialController(options: TutorialControllerOptions): TutorialController {
  const { config, timers } = options;
  const { steps } = config;
  let state = INITIAL_TUTORIAL_STATE;
  let timer: unknown = null;
  let lookups = 0;
  let destroyed = false;

  function cancelTimer(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function after(ms: number, action: () => void): void {
    cancelTimer();
    timer = timers.setTimeout(() => {
      timer = null;
      action();
    }, ms);
  }

  function locateTarget(): void {
    const step = steps[state.index];
    const found = !step?.target || options.isTargetPresent(step.target);
    // A step that does not wait is shown at once, as a centred card if its target is absent.
    if (found || step?.waitForElement === false) return dispatch({ type: 'targetFound' });
    if (lookups >= TARGET_POLL_MAX_TRIES) return dispatch({ type: 'targetMissing' });
    lookups += 1;
    after(TARGET_POLL_INTERVAL_MS, locateTarget);
  }

  function enter(previous: TutorialState, next: TutorialState): void {
    const step = steps[next.index];
    switch (next.status) {
      case 'starting':
        config.onStart?.();
        return after(TUTORIAL_START_DELAY_MS, () => dispatch({ type: 'startDelayElapsed' }));
      case 'locating':
        step?.beforeShow?.();
        lookups = 0;
        return locateTarget();
      case 'showing':
        if (previous.status === 'locating' && step) {
          config.onStepChange?.(next.index, step);
          step.afterShow?.();
        }
        if (next.countdown !== null) after(AUTO_NEXT_TICK_MS, () => dispatch({ type: 'tick' }));
        return;
      case 'closing':
        return after(TUTORIAL_CLOSE_MS, () => dispatch({ type: 'closeElapsed' }));
      case 'finished':
        return config.onComplete?.();
      case 'skipped':
        return config.onSkip?.(next.index);
      default:
        return;
    }
  }

  function dispatch(event: TutorialEvent): void {
    if (destroyed) return;
    const previous = state;
    const next = tutorialReducer(previous, event, steps);
    if (next === previous) return;
    const staysOnStep = next.status === 'showing' && next.index === previous.index;
    const leaving = previous.status === 'showing' && !staysOnStep ? steps[previous.index] : null;
    leaving?.beforeHide?.();
    cancelTimer();
    state = next;
    options.onChange(next);
    leaving?.afterHide?.();
    enter(previous, next);
  }

  return {
    getState: () => state,
    start: () => dispatch({ type: 'start' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    skip: () => {
      if (config.allowSkip !== false) dispatch({ type: 'skip' });
    },
    destroy: () => {
      cancelTimer();
      destroyed = true;
    },
  };
}
