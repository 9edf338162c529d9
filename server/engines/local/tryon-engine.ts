/**
 * The built-in try-on engine ('local', preview quality): a catalogue overlay, not a generative
 * model (docs/engines.md#local-try-on, docs/engines.md#quality-honestly). It finds the torso (known
 * anchors for shipped samples, movenet otherwise), cuts the garment out of its product photo, warps
 * it onto the body with a homography, keeps it on the body with the person mask and lights it with
 * the person's shading.
 */
import type { BodyAnchors, EngineOutput, EngineRun, TryOnEngine, TryOnInput } from '../engine';
import { EngineError } from '../engine';
import { fitToBody } from './body-clip';
import { cutOutGarment } from './garment-cutout';
import { measureGarment } from './garment-frame';
import {
  homography,
  mappedBounds,
  warpBilinear,
  type PixelBox,
  type RgbaImage,
} from './homography';
import { decodeGarmentPhoto, decodeModelPhoto, encodeJpeg, uprightSize } from './image-io';
import { refineMask } from './mask-refine';
import { maskBounds, segmentPerson, warmUpSegmentation } from './person-segmentation';
import { bodyQuad, garmentQuad, torsoFromAnchors, type Torso } from './placement';
import { findHead, inFrontMask, mainPersonMask } from './in-front';
import { detectBodyPoints, torsoOfPoints } from './pose';
import { blurRaster, type Raster } from './raster';
import { compositeGarment } from './shading';

/** The selfie model's score (0–255) from which a pixel is surely the person. */
const SURE_PERSON = 235;
/** "Mostly surrounded by the person": the mask blurred by this share of the long edge… */
const INSIDE_BLUR = 0.02;
/** …is at least this (0–255). */
const SURROUNDED = 200;
/** Refined values (0–255) under this are backdrop for sure: never made solid. */
const UNSURE_FROM = 64;

/**
 * On a photo the garment is cut to the person's own silhouette (nothing on the backdrop or off
 * the body) and under what stays in front of it.
 */
function keepOnPerson(layer: RgbaImage, body: Raster, front: Raster, box: PixelBox): void {
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const p = y * layer.width + x;
      const o = p * 4 + 3;
      if (layer.data[o] === 0) continue;
      const keep = (body.data[p]! / 255) * (1 - front.data[p]! / 255);
      layer.data[o] = Math.round(layer.data[o]! * keep);
    }
  }
}

/**
 * The refined mask with its inside made solid: where a dark garment meets a dark backdrop, or a
 * bright badge sits on dark cloth, the refinement cannot tell person from backdrop and leaves
 * grey inside the body, which would make the garment half-transparent there. A pixel the
 * selfie model is sure of, or one mostly surrounded by the person, is the person; the
 * refinement still draws the outline.
 */
async function firmInside(refined: Raster, soft: Raster): Promise<Raster> {
  const around = await blurRaster(refined, INSIDE_BLUR * Math.max(refined.width, refined.height));
  const data = Buffer.from(refined.data);
  for (let p = 0; p < data.length; p++) {
    // What the refinement is sure is backdrop (a gap between arm and waist) stays backdrop.
    if (data[p]! < UNSURE_FROM) continue;
    if (soft.data[p]! >= SURE_PERSON || around.data[p]! >= SURROUNDED) data[p] = 255;
  }
  return { ...refined, data };
}

/** Known anchors are in the sample file's pixels; the decoded photo may have been downscaled. */
async function anchoredTorso(bytes: Buffer, anchors: BodyAnchors, person: Raster): Promise<Torso> {
  const original = await uprightSize(bytes);
  const k = person.width / original.width;
  const at = ([x, y]: [number, number]): [number, number] => [x * k, y * k];
  return torsoFromAnchors({
    leftShoulder: at(anchors.leftShoulder),
    rightShoulder: at(anchors.rightShoulder),
    leftHip: at(anchors.leftHip),
    rightHip: at(anchors.rightHip),
  });
}

/** A try-on before encoding, with what the measurements need (tests and the bench). */
export interface DressedPhoto {
  /** The model photo as decoded (upright, long edge ≤ 2048 px). */
  person: Raster;
  result: Raster;
  /** The refined person mask of the photo (everyone in it). */
  mask: Raster;
  /** The garment's opacity where it was laid (0–255), at the photo's size. */
  garmentAlpha: Raster;
}

/** Dresses the model photo; the engine encodes the result (`dress`). */
export async function dressPhoto(input: TryOnInput, run: EngineRun): Promise<DressedPhoto> {
  const { signal } = run;
  await run.onPhase('analysing');
  signal.throwIfAborted();
  const person = await decodeModelPhoto(input.model.bytes);
  const soft = await segmentPerson(person);
  const mask = await refineMask(person, soft);
  signal.throwIfAborted();
  const points = input.model.anchors ? null : await detectBodyPoints(person, mask);
  const torso = points
    ? torsoOfPoints(points, person)
    : await anchoredTorso(input.model.bytes, input.model.anchors!, person);
  // A photo: dress only the person whose torso was found, and keep their face, hair and
  // forearms in front (a shipped mannequin has no hair over the chest and its arms hang clear).
  let body = mask;
  let front: Raster | null = null;
  if (points) {
    body = await mainPersonMask(await firmInside(mask, soft), torso);
    signal.throwIfAborted();
    const face = await findHead(person, points, torso);
    front = await inFrontMask(person, body, face, points, torso, input.category);
  }

  await run.onPhase('processing');
  signal.throwIfAborted();
  const garment = await cutOutGarment(await decodeGarmentPhoto(input.garment.bytes));
  const frame = measureGarment(garment.data, garment.width, garment.height, input.category);

  await run.onPhase('generating');
  signal.throwIfAborted();
  const source = garmentQuad(frame);
  const target = bodyQuad(torso, input.category, frame);
  const toPerson = homography(source, target);
  const toGarment = homography(target, source);
  const box = mappedBounds(toPerson, garment, person);
  const layer = warpBilinear(garment, toGarment, person.width, person.height, box);
  const personFound = maskBounds(body) !== null;
  if (personFound) await fitToBody(layer, body, torso, input.category, box);
  if (front) keepOnPerson(layer, body, front, box);
  signal.throwIfAborted();
  const result = await compositeGarment(
    person,
    layer,
    personFound ? body : null,
    box,
    torso,
    points !== null,
  );
  const garmentAlpha = Buffer.alloc(person.width * person.height);
  for (let p = 0; p < garmentAlpha.length; p++) garmentAlpha[p] = layer.data[p * 4 + 3]!;
  return {
    person,
    result,
    mask,
    garmentAlpha: { data: garmentAlpha, width: person.width, height: person.height, channels: 1 },
  };
}

async function dress(input: TryOnInput, run: EngineRun): Promise<EngineOutput> {
  const { result } = await dressPhoto(input, run);
  await run.onPhase('completing');
  run.signal.throwIfAborted();
  const bytes = await encodeJpeg(result);
  return { bytes, contentType: 'image/jpeg', width: result.width, height: result.height };
}

/**
 * Loads the engine's models (tfjs wasm, movenet, selfie) ahead of the first job, e.g. when a
 * worker process starts: the first job then takes ~0.3–1 s less. Safe to call more than once.
 */
export async function warmUpLocalTryOn(): Promise<void> {
  await warmUpSegmentation();
}

/** The local try-on engine. Its models load on the first job and stay warm for the process. */
export function createLocalTryOnEngine(): TryOnEngine {
  return {
    name: 'local',
    quality: 'preview',
    async tryOn(input, run) {
      try {
        return await dress(input, run);
      } catch (error) {
        if (error instanceof EngineError || signalError(error, run.signal)) throw error;
        throw new EngineError('internal', 'The local try-on failed', false, { cause: error });
      }
    },
  };
}

/** An abort is passed on as it is, for the handler to recognise. */
function signalError(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted && error === signal.reason;
}
