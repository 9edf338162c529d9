/**
 * The body figure of some parameters as a PNG, for the service page's examples: parameters →
 * figure → SVG layers → pixels (figure-raster.ts). No model and no randomness, so the same
 * parameters give the same picture.
 */
import type { EngineOutput } from '../../engine';
import { fromRaster } from '../raster';
import { bodyFigure, type BodyFigure } from './body-figure';
import { bodyParamProblems, type BodyParams } from './body-params';
import { bodyLayers, type BodyCanvas } from './body-svg';
import { drawFigure, drawOver } from './figure-raster';

/** The default canvas: a 3:4 portrait. */
export const DEFAULT_BODY_CANVAS: BodyCanvas = { width: 900, height: 1200 };

export interface RenderedBody extends EngineOutput {
  figure: BodyFigure;
}

/** Draws the body of `params` as a PNG. Invalid parameters are a programming error here. */
export async function renderBody(
  params: BodyParams,
  canvas: BodyCanvas = DEFAULT_BODY_CANVAS,
): Promise<RenderedBody> {
  const problems = bodyParamProblems(params);
  if (problems.length > 0) throw new Error(`Invalid body parameters: ${problems.join(', ')}`);
  const figure = bodyFigure(params);
  const layers = bodyLayers(figure, params.skinTone, canvas);
  const image = await drawOver(await drawFigure(layers), layers.hairFront, layers.defs);
  const bytes = await fromRaster(image).png().toBuffer();
  return { bytes, contentType: 'image/png', width: canvas.width, height: canvas.height, figure };
}
