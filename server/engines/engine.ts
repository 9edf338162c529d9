/**
 * What every engine implements (DESIGN.md §4): the job handler hands it decoded-size-checked
 * inputs and a phase reporter, and gets image bytes back. Engines know nothing of the database,
 * credits or storage; the handler owns those, so a local and a hosted engine are interchangeable
 * per service by configuration (AI_ENGINE_*).
 */
import type {
  GarmentCategory,
  GenerationErrorCode,
  GenerationPhase,
} from '../../common/contracts/generations';

export interface EngineImage {
  bytes: Buffer;
  contentType: string;
  /**
   * Known body anchors of a shipped sample model (pixels of this image), so the engine can skip
   * pose detection for it. Absent for user photos.
   */
  anchors?: BodyAnchors;
}

/** Shoulders and hips, as [x, y] in the image's pixels. */
export interface BodyAnchors {
  leftShoulder: [number, number];
  rightShoulder: [number, number];
  leftHip: [number, number];
  rightHip: [number, number];
}

export interface EngineOutput {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface EngineRun {
  /** Called as the engine enters each phase; the handler records it for the progress stream. */
  onPhase(phase: GenerationPhase): Promise<void>;
  /** Aborted when the job is cancelled or the process is stopping. */
  signal: AbortSignal;
}

export interface TryOnInput {
  model: EngineImage;
  garment: EngineImage;
  category: GarmentCategory;
}

export interface TryOnEngine {
  /** Stored with the generation ('local', 'fal'). */
  readonly name: string;
  /** 'preview' for the local engine's honest photo-editor quality. */
  readonly quality: 'preview' | 'standard';
  tryOn(input: TryOnInput, run: EngineRun): Promise<EngineOutput>;
}

/**
 * A failure the engine understood. `retryable` failures (a provider hiccup) are retried by the
 * queue; the others fail the generation at once, with `code` shown to the user.
 */
export class EngineError extends Error {
  override name = 'EngineError';

  constructor(
    readonly code: GenerationErrorCode,
    message: string,
    readonly retryable = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
