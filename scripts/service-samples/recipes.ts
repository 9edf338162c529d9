/**
 * How each image-editing sample is made: a drawn scene, spoiled the way phone photos often
 * are (the "before"), then corrected with the preset's adjustment steps (the "after"). The
 * corrections follow the recipes measured in docs/engines.md#image-editing-presets.
 */
import sharp, { type Sharp } from 'sharp';
import { toneCurve, whiteBalance } from './pixels';
import { dressMirrorScene, shelfScene, shopTableScene, type SceneSize } from './scenes';

export interface SampleRecipe {
  scene(size: SceneSize): string;
  /** The "before": what a phone in a dim or yellow-lit shop would capture. */
  spoil(image: Sharp): Sharp;
  /** The "after": the preset applied to the "before". */
  correct(before: Buffer): Promise<Sharp>;
}

/** Lighting correction: lift shadows and mid-tones, stretch the levels, add local contrast. */
async function correctLighting(before: Buffer): Promise<Sharp> {
  const lifted = await (await toneCurve(before, 1.9)).png().toBuffer();
  return sharp(lifted)
    .normalise({ lower: 0.5, upper: 99.5 })
    .clahe({ width: 96, height: 96, maxSlope: 2 });
}

/** Colour adjustment: neutral whites (white-patch balance), then a touch of saturation. */
async function correctColour(before: Buffer): Promise<Sharp> {
  const balanced = await (await whiteBalance(before)).png().toBuffer();
  return sharp(balanced).modulate({ saturation: 1.05 });
}

/** Enhance quality: stretch the levels, sharpen, a little saturation. */
async function correctEnhance(before: Buffer): Promise<Sharp> {
  return sharp(before)
    .normalise({ lower: 0.5, upper: 99.5 })
    .sharpen({ sigma: 1.4, m1: 1, m2: 3 })
    .modulate({ saturation: 1.15 });
}

export const EDITING_RECIPES: Record<string, SampleRecipe> = {
  lighting: {
    scene: shopTableScene,
    spoil: (image) => image.linear(0.42, 6),
    correct: correctLighting,
  },
  colour: {
    scene: dressMirrorScene,
    spoil: (image) => image.linear([0.97, 0.9, 0.62], [4, 2, 0]),
    correct: correctColour,
  },
  enhance: {
    scene: shelfScene,
    spoil: (image) => image.blur(1.2).linear(0.62, 60).modulate({ saturation: 0.7 }),
    correct: correctEnhance,
  },
};
