/**
 * The guided tutorial's configuration (docs/product-rules.md#tutorial-config). Titles and contents
 * are i18n keys of the `tutorial` namespace, so a tour follows the language toggle mid-way.
 */

export type TutorialPlacement = 'top' | 'bottom' | 'left' | 'right' | 'auto';

export interface TutorialStep {
  id: string;
  /** i18n key (namespace `tutorial`) of the step's title. */
  title: string;
  /** i18n key (namespace `tutorial`) of the step's text. */
  content: string;
  /** Values the title and content interpolate, e.g. a credit cost from common/. */
  values?: Record<string, string | number>;
  /** CSS selector of the element to spotlight; without one the step is a centred card. */
  target?: string;
  /** Where the tooltip goes relative to the target; `auto` (the default) picks a side that fits. */
  placement?: TutorialPlacement;
  /** Moves the tooltip by this many CSS pixels after it is placed. */
  offset?: { x: number; y: number };
  /** Space between the target and the spotlight's edge, in CSS pixels (default 8). */
  highlightPadding?: number;
  /** Corner radius of the spotlight, in CSS pixels (default 12). */
  highlightRadius?: number;
  /** Blocks clicks on the spotlit element (it is still shown). */
  disableInteraction?: boolean;
  /** Extra class name on the tooltip, for a tour's own styling. */
  customClass?: string;
  /** Shows the Previous button (default: on every step but the first). */
  showPrevious?: boolean;
  /** Shows the Skip button (default: the tour's allowSkip). */
  showSkip?: boolean;
  /** Goes to the next step by itself after this many seconds, with a countdown. */
  autoNext?: number;
  /** Waits for the target to appear (50 tries, 100 ms apart) before showing (default true). */
  waitForElement?: boolean;
  beforeShow?: () => void;
  afterShow?: () => void;
  beforeHide?: () => void;
  afterHide?: () => void;
}

export interface TutorialConfig {
  /** Names the tour (analytics, tests). */
  id: string;
  steps: readonly TutorialStep[];
  /** Offers Skip and lets Esc end the tour (default true). */
  allowSkip?: boolean;
  onStart?: () => void;
  onComplete?: () => void;
  /** Called with the index of the step the user left from. */
  onSkip?: (stepIndex: number) => void;
  onStepChange?: (stepIndex: number, step: TutorialStep) => void;
}

/** Timings (docs/product-rules.md#tutorial-timings). */
export const TUTORIAL_START_DELAY_MS = 100;
export const TUTORIAL_CLOSE_MS = 300;
/**
 * A missing target is looked for this often, this many times (50 tries of 100 ms,
 * docs/product-rules.md#tutorial-timings).
 */
export const TARGET_POLL_INTERVAL_MS = 100;
export const TARGET_POLL_MAX_TRIES = 50;
/** The autoNext countdown ticks once a second. */
export const AUTO_NEXT_TICK_MS = 1000;
