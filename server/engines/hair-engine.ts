/**
 * What a hairstyle changer engine implements (docs/studios.md "Hairstyle changer"): a portrait
 * with its hair changed to a template, a description, a colour, or all three, optionally only
 * where the user painted.
 */
import type { HairColour, HairstyleTemplateId } from '../../common/studios/hairstyle-changer';
import type { EngineImage, EngineLabel, EngineOutput, EngineRun } from './engine';

export interface HairInput {
  /** The portrait; it passed the one-face check when it came. */
  image: EngineImage;
  /** White = the hair to change, the portrait's size; none: the engine finds the hair. */
  mask?: EngineImage;
  hairstyle?: HairstyleTemplateId;
  /** The custom style, or more about the template's; only a hosted engine can follow it. */
  prompt?: string;
  /** A named colour or a `#rrggbb`; none keeps the hair's own colour. */
  colour?: HairColour | `#${string}`;
}

export interface HairEngine extends EngineLabel {
  changeHair(input: HairInput, run: EngineRun): Promise<EngineOutput>;
}
