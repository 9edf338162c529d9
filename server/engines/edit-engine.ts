/**
 * What an image-editing engine implements (docs/studios.md "Image editing"): a picture changed
 * by the user's description and presets, with the advanced settings the engine follows
 * (common/studios/image-editing.ts, EDIT_ENGINE_SETTINGS), optionally only where the user
 * painted.
 */
import type { EditPreset } from '../../common/studios/image-editing';
import type { EngineImage, EngineLabel, EngineOutput, EngineRun } from './engine';

export interface EditInput {
  image: EngineImage;
  /** White = the area to change, the picture's size; none: the whole picture. */
  mask?: EngineImage;
  /** The edit in the user's words (the local engine reads only its presets' names in it). */
  prompt?: string;
  /** The chosen presets, in the order they are applied (EDIT_PRESET_ORDER). */
  presets: EditPreset[];
  /** 0–1: how strongly the edit applies (the local presets' blend, fal's inpainting). */
  strength: number;
  guidanceScale: number;
  steps: number;
}

export interface EditEngine extends EngineLabel {
  edit(input: EditInput, run: EngineRun): Promise<EngineOutput>;
}
