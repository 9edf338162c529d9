/**
 * What a body generator engine implements (docs/studios.md "Body generator"): a picture of a
 * standing person from body measurements, with an optional face photo, in the asked shape.
 */
import type {
  BodyAspectRatio,
  BodyGender,
  BodyType,
  SkinTone,
} from '../../common/studios/body-generator';
import type { EngineImage, EngineLabel, EngineOutput, EngineRun } from './engine';

export interface BodyInput {
  gender: BodyGender;
  heightCm: number;
  weightKg: number;
  age: number;
  bodyType: BodyType;
  skinTone: SkinTone;
  aspectRatio: BodyAspectRatio;
  /** What else to show (clothes, pose, setting); only a hosted engine can follow it. */
  prompt?: string;
  /** A photo of the face to give the person; it passed the one-face check when it came. */
  face?: EngineImage;
}

export interface BodyEngine extends EngineLabel {
  generate(input: BodyInput, run: EngineRun): Promise<EngineOutput>;
}
