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
import { homography, mappedBounds, warpBilinear } from './homography';
import { decodeGarmentPhoto, decodeModelPhoto, encodeJpeg, uprightSize } from './image-io';
import { refineMask } from './mask-refine';
import { maskBounds, segmentPerson, warmUpSegmentation } from './person-segmentation';
import { bodyQuad, garmentQuad, torsoFromAnchors, type Torso } from './placement';
import { detectTorso } from './pose';
import type { Raster } from './raster';
import { compositeGarment } from './shading';

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

async function dress(input: TryOnInput, run: EngineRun): Promise<EngineOutput> {
  const { signal } = run;
  await run.onPhase('analysing');
  signal.throwIfAborted();
  const person = await decodeModelPhoto(input.model.bytes);
  const mask = await refineMask(person, await segmentPerson(person));
  signal.throwIfAborted();
  const torso = input.model.anchors
    ? await anchoredTorso(input.model.bytes, input.model.anchors, person)
    : await detectTorso(person, mask);

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
  const personFound = maskBounds(mask) !== null;
  if (personFound) await fitToBody(layer, mask, torso, input.category, box);
  signal.throwIfAborted();
  const result = await compositeGarment(person, layer, personFound ? mask : null, box, torso);

  await run.onPhase('completing');
  signal.throwIfAborted();
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
