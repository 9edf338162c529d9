/**
 * The try-on wizard as a pure state machine (spec §2 "Try-on: choose model, choose garment,
 * generate, then a result view"; §4 "A garment cannot be chosen before a model"; §5 texts).
 * The hook around it does the calls; this file decides what may happen and what the user sees.
 */
import type { GarmentCategory, Generation } from '../../../common/contracts/generations';
import type { TryOnSource } from '../../lib/api/generations';

export const WIZARD_STEPS = ['model', 'garment', 'generate', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where a picked image came from (the wizard's tabs, spec §2). */
export type PickOrigin = 'gallery' | 'sample' | 'asset';

export interface PickedImage {
  /** Names the choice across tabs and reloads: `sample:<id>`, `gallery:<id>`, `asset:<id>`. */
  key: string;
  source: TryOnSource;
  /** What the wizard shows: an object URL, a sample's file or a signed URL. */
  previewUrl: string;
  label: string;
  origin: PickOrigin;
  /** A sample garment knows its category; uploads take the one the user chooses. */
  category?: GarmentCategory | null;
}

/** i18n keys (namespace `try-on`) of spec §5's validation texts. */
export const VALIDATION = {
  modelFirst: 'validation.modelFirst',
  bothRequired: 'validation.bothRequired',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

export type RunState =
  | { status: 'idle' }
  /** The POST is on its way; `key` is this intent's Idempotency-Key. */
  | { status: 'submitting'; key: string }
  /** Kept in the outbox while offline: sent by itself when the connection returns (issue #6). */
  | { status: 'queued'; key: string; entryId: string }
  /**
   * The POST failed before a generation existed: a retry sends the same key again — unless the
   * server said the key belongs to another request (`key` null). `entryId`: the refused outbox
   * entry a retry replaces.
   */
  | { status: 'submit-failed'; key: string | null; error: unknown; entryId?: string }
  | { status: 'running'; generation: Generation; reconnecting: boolean }
  | { status: 'succeeded'; generation: Generation }
  | { status: 'failed'; generation: Generation };

export interface WizardState {
  step: WizardStep;
  model: PickedImage | null;
  garment: PickedImage | null;
  category: GarmentCategory;
  run: RunState;
  validation: ValidationKey | null;
}

/** Tops are what shops try on most; a sample garment replaces it with its own category. */
export const DEFAULT_CATEGORY: GarmentCategory = 'tops';

export const INITIAL_WIZARD: WizardState = {
  step: 'model',
  model: null,
  garment: null,
  category: DEFAULT_CATEGORY,
  run: { status: 'idle' },
  validation: null,
};

export type WizardAction =
  | { type: 'pickModel'; image: PickedImage }
  | { type: 'pickGarment'; image: PickedImage }
  | { type: 'setCategory'; category: GarmentCategory }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'startOver' }
  | { type: 'reuseModel' }
  | { type: 'submit'; key: string }
  /** `keepKey: false` when the server refused the key itself (422 idempotency_key_reused). */
  | { type: 'submitFailed'; error: unknown; keepKey?: boolean }
  /** The request went to the outbox instead (offline). */
  | { type: 'queued'; entryId: string }
  /** The outbox's attempt was refused for good (402, 422, …). */
  | { type: 'queueFailed'; error: unknown; keepKey: boolean; entryId: string }
  /** The queued request was cancelled. */
  | { type: 'unqueued' }
  | {
      type: 'restoreQueued';
      key: string;
      entryId: string;
      category: GarmentCategory;
      model: PickedImage | null;
      garment: PickedImage | null;
    }
  | {
      /** After a reload: the request left unanswered goes out again, with the same key. */
      type: 'resend';
      key: string;
      category: GarmentCategory;
      model: PickedImage;
      garment: PickedImage;
    }
  | { type: 'update'; generation: Generation }
  | { type: 'reconnecting'; reconnecting: boolean }
  /** The generation can no longer be followed (deleted elsewhere): back to the review. */
  | { type: 'lost' }
  | {
      type: 'restore';
      generation: Generation;
      model: PickedImage | null;
      garment: PickedImage | null;
    }
  | { type: 'dismissValidation' };

export function isBusy(run: RunState): boolean {
  return run.status === 'submitting' || run.status === 'running' || run.status === 'queued';
}

/** The key the next submit sends: the failed attempt's again, else a fresh one. */
export function submitKey(state: WizardState, fresh: () => string): string {
  return state.run.status === 'submit-failed' && state.run.key ? state.run.key : fresh();
}

/** Why `step` cannot be shown now, or null when it can. */
export function blockerFor(state: WizardState, step: WizardStep): ValidationKey | null {
  if (step === 'model') return null;
  if (!state.model) return step === 'garment' ? VALIDATION.modelFirst : VALIDATION.bothRequired;
  if (step === 'garment') return null;
  if (!state.garment) return VALIDATION.bothRequired;
  return null;
}

/** A step the user may click in the stepper: reachable, and the result only once there is one. */
export function canVisit(state: WizardState, step: WizardStep): boolean {
  if (step === 'result') return state.run.status === 'succeeded';
  return blockerFor(state, step) === null;
}

function goTo(state: WizardState, step: WizardStep): WizardState {
  if (step === 'result' && state.run.status !== 'succeeded') return state;
  const blocker = blockerFor(state, step);
  return blocker ? { ...state, validation: blocker } : { ...state, step, validation: null };
}

/** A new choice makes the last run history: the next generate is a new intent. */
function withChoice(state: WizardState, patch: Partial<WizardState>): WizardState {
  return { ...state, ...patch, run: { status: 'idle' }, validation: null };
}

function onUpdate(state: WizardState, generation: Generation): WizardState {
  if (generation.status === 'success')
    return { ...state, step: 'result', run: { status: 'succeeded', generation } };
  if (generation.status === 'failed')
    return { ...state, step: 'generate', run: { status: 'failed', generation } };
  const reconnecting = state.run.status === 'running' && state.run.reconnecting;
  return { ...state, step: 'generate', run: { status: 'running', generation, reconnecting } };
}

/** A request found on the device after a reload: its picks, on the generate step, in `run`. */
function afterReload(
  { model, garment, category }: Pick<WizardState, 'model' | 'garment' | 'category'>,
  run: WizardState['run'],
): WizardState {
  return { ...INITIAL_WIZARD, model, garment, category, step: 'generate', run };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const busy = isBusy(state.run);
  switch (action.type) {
    case 'pickModel':
      if (busy) return state;
      return withChoice(state, { model: action.image });
    case 'pickGarment':
      if (busy) return state;
      if (!state.model) return { ...state, validation: VALIDATION.modelFirst };
      return withChoice(state, {
        garment: action.image,
        category: action.image.category ?? state.category,
      });
    case 'setCategory':
      return busy ? state : withChoice(state, { category: action.category });
    case 'goTo':
      return busy ? state : goTo(state, action.step);
    case 'continue': {
      const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(state.step) + 1];
      return busy || !next || next === 'result' ? state : goTo(state, next);
    }
    case 'back': {
      const previous = WIZARD_STEPS[WIZARD_STEPS.indexOf(state.step) - 1];
      return busy || !previous ? state : { ...state, step: previous, validation: null };
    }
    case 'startOver':
      return busy ? state : INITIAL_WIZARD;
    case 'reuseModel':
      return busy || !state.model
        ? state
        : { ...INITIAL_WIZARD, model: state.model, step: 'garment' };
    case 'submit': {
      if (busy) return state;
      const blocker = blockerFor(state, 'generate');
      if (blocker) return { ...state, validation: blocker };
      return {
        ...state,
        step: 'generate',
        validation: null,
        run: { status: 'submitting', key: action.key },
      };
    }
    case 'submitFailed': {
      if (state.run.status !== 'submitting') return state;
      const key = action.keepKey === false ? null : state.run.key;
      return { ...state, run: { status: 'submit-failed', key, error: action.error } };
    }
    case 'queued':
      return state.run.status === 'submitting'
        ? { ...state, run: { status: 'queued', key: state.run.key, entryId: action.entryId } }
        : state;
    case 'queueFailed': {
      // From 'submitting' too: the outbox may have sent it before the wizard heard it was kept.
      if (state.run.status !== 'queued' && state.run.status !== 'submitting') return state;
      const key = action.keepKey ? state.run.key : null;
      const { error, entryId } = action;
      return { ...state, step: 'generate', run: { status: 'submit-failed', key, error, entryId } };
    }
    case 'unqueued':
      return state.run.status === 'queued' ? { ...state, run: { status: 'idle' } } : state;
    case 'restoreQueued':
      return afterReload(action, { status: 'queued', key: action.key, entryId: action.entryId });
    case 'resend':
      return afterReload(action, { status: 'submitting', key: action.key });
    case 'update':
      return onUpdate(state, action.generation);
    case 'reconnecting':
      return state.run.status === 'running'
        ? { ...state, run: { ...state.run, reconnecting: action.reconnecting } }
        : state;
    case 'restore':
      return onUpdate(
        {
          ...INITIAL_WIZARD,
          model: action.model,
          garment: action.garment,
          category: action.generation.category ?? DEFAULT_CATEGORY,
        },
        action.generation,
      );
    case 'lost':
      return {
        ...state,
        step: blockerFor(state, 'generate') ? 'model' : 'generate',
        run: { status: 'idle' },
      };
    case 'dismissValidation':
      return { ...state, validation: null };
  }
}
