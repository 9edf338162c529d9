/**
 * What a studio tells the run lifecycle about itself (README.md "A studio on the pipeline"): its
 * slug, how its choice becomes a request, and how a kept request becomes its choice again.
 */
import type { Generation } from '../../../common/contracts/generations';
import type { ServiceSlug } from '../../../common/studios/studios';
import type { PickedImage } from './picked-image';
import type { ReloadAction, RunAction, RunState } from './run-state';
import type { ParamValue } from './studio-request';

/** A choice as a request: its picks by input field, its parameters by name. */
export interface ChosenRequest<Pick extends PickedImage = PickedImage> {
  picks: Readonly<Record<string, Pick | null>>;
  params: Readonly<Record<string, ParamValue | null | undefined>>;
}

export interface StudioRunSpec<Choice extends object> {
  service: ServiceSlug;
  requestOf(choice: Choice): ChosenRequest;
  /**
   * The choice a kept request comes back as after a reload; `params` are the kept ones, with a
   * followed generation's own parameters over them.
   */
  choiceOf(request: {
    picks: Record<string, PickedImage | null>;
    params: Record<string, unknown>;
  }): Choice;
  /** Whether this choice can be generated (the wizard's check: nothing is sent when not). */
  canGenerate(choice: Choice): boolean;
}

/** What the lifecycle reports for the user to hear of (the studio's page words each one). */
export type RunNotice =
  /** The followed generation succeeded or failed (its credits were refunded). */
  | { type: 'finished'; generation: Generation }
  /** The generation can no longer be followed (deleted elsewhere). */
  | { type: 'lost'; error: unknown }
  /** The server refused the request. */
  | { type: 'submitFailed'; error: unknown }
  /** Offline, and the device could not keep the request for later (full). */
  | { type: 'notKept'; error: unknown }
  /** The queued request was cancelled, here or elsewhere. */
  | { type: 'cancelled' }
  /** Cancel came after the outbox had started sending it. */
  | { type: 'tooLate' };

/** How the lifecycle tells the studio's state what happened. */
export type RunDispatch<Choice extends object> = (action: RunAction | ReloadAction<Choice>) => void;

/** The part of the studio's state the lifecycle reads. */
export type StudioRunState<Choice extends object> = Choice & { run: RunState };
