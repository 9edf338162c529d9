/**
 * The body generator's local engine (README.md): the parametric figure drawn to the
 * measurements, in the asked shape at a 2048 px long edge, with the face photo, when there is
 * one, laid on its head in the figure's skin tone. No model draws the body and nothing is
 * random: the same request gives the same picture. A prompt is not followed here.
 */
import { type BodyAspectRatio, SKIN_TONES } from '../../../../common/studios/body-generator';
import type { BodyEngine, BodyInput } from '../../body-engine';
import { EngineError, type EngineOutput, type EngineRun } from '../../engine';
import { detectFaces, type DetectedFace } from '../faces';
import { decodeModelPhoto, encodeJpeg } from '../image-io';
import type { Raster } from '../raster';
import { bodyFigure } from './body-figure';
import type { BodyParams } from './body-params';
import { bodyLayers, hairColourAt, headOnCanvas, type BodyCanvas } from './body-svg';
import { placeFaceOnHead } from './face-on-head';
import { drawFigure, drawOver } from './figure-raster';

/** The result's long edge, in pixels: the studios' full size. */
export const BODY_LONG_EDGE_PX = 2048;

/** The canvas of an aspect ratio (width:height), its long edge BODY_LONG_EDGE_PX. */
export function bodyCanvas(ratio: BodyAspectRatio): BodyCanvas {
  const [width = 1, height = 1] = ratio.split(':').map(Number);
  const scale = BODY_LONG_EDGE_PX / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The figure's parameters of a request. */
export function figureParams(input: BodyInput): BodyParams {
  return {
    gender: input.gender,
    heightCm: input.heightCm,
    weightKg: input.weightKg,
    age: input.age,
    bodyType: input.bodyType,
    skinTone: SKIN_TONES[input.skinTone],
  };
}

/** The face of the photo, and the photo: the largest face, as the request's check found it. */
async function faceOf(input: BodyInput): Promise<{ photo: Raster; face: DetectedFace } | null> {
  if (!input.face) return null;
  const photo = await decodeModelPhoto(input.face.bytes);
  const [face] = await detectFaces(photo);
  if (!face || face.mesh.length === 0) {
    throw new EngineError('no_face_detected', 'No face was found in the face photo');
  }
  return { photo, face };
}

export async function drawBody(input: BodyInput, run: EngineRun): Promise<EngineOutput> {
  await run.onPhase('analysing');
  const found = await faceOf(input);
  run.signal.throwIfAborted();

  await run.onPhase('processing');
  const params = figureParams(input);
  const figure = bodyFigure(params);
  const canvas = bodyCanvas(input.aspectRatio);
  const layers = bodyLayers(figure, params.skinTone, canvas, hairColourAt(input.age));

  await run.onPhase('generating');
  let image = await drawFigure(layers);
  run.signal.throwIfAborted();
  if (found) {
    image = await placeFaceOnHead(image, found.photo, found.face, headOnCanvas(figure, canvas));
  }
  image = await drawOver(image, layers.hairFront, layers.defs);
  run.signal.throwIfAborted();

  await run.onPhase('completing');
  return {
    bytes: await encodeJpeg(image),
    contentType: 'image/jpeg',
    width: canvas.width,
    height: canvas.height,
  };
}

export function createLocalBodyEngine(): BodyEngine {
  return { name: 'local', quality: 'preview', generate: drawBody };
}
