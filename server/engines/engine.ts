/**
 * What every engine implements (docs/studios.md "Engines"): the job handler hands it checked
 * inputs and a phase reporter, and gets an image back, or a video with its poster. Engines know
 * nothing of the database, credits or storage; the handler owns those, so a local and a hosted
 * engine are interchangeable per studio by configuration (AI_ENGINE_<SERVICE>). Try-on's
 * engines implement TryOnEngine below; a later studio's module (server/studios/) states the
 * shape of its own engines beside it.
 */
import type { EngineQuality } from '../../common/engines';
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
  /**
   * True for a shipped sample picture (our own drawings, which no detector sees as a person):
   * the photo check before the charge passes it.
   */
  sample?: boolean;
}

/** Shoulders and hips, as [x, y] in the image's pixels. */
export interface BodyAnchors {
  leftShoulder: [number, number];
  rightShoulder: [number, number];
  leftHip: [number, number];
  rightHip: [number, number];
}

/** A picture an engine made. `kind` may be left out: a picture is the default. */
export interface EngineOutput {
  kind?: 'image';
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** A clip an engine made (MP4), with its first frame as a picture for `<video poster>`. */
export interface EngineVideoOutput {
  kind: 'video';
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  durationMs: number;
  poster: EngineOutput;
}

/** What a studio's run gives the pipeline to store: a picture, or a clip with its poster. */
export type EngineResult = EngineOutput | EngineVideoOutput;

/** What a generation records of its engine before a worker runs it. */
export interface EngineLabel {
  /** Stored with the generation ('local', 'fal'). */
  readonly name: string;
  /** 'preview' for the local engine's honest photo-editor quality; 'standard' when hosted. */
  readonly quality: EngineQuality;
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

export interface TryOnEngine extends EngineLabel {
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
