/**
 * The hairstyle changer's local engine ('local', preview quality; README.md): it finds the face
 * (faces.ts), the person (the selfie model) and the hair around the face (face-hair-mask.ts),
 * takes the user's painted mask into account (painted-mask.ts) and recolours the hair keeping
 * its strands (hair-recolour.ts). It cannot cut or restyle hair, and does not pretend to: a
 * chosen template is shown beside the result as a reference card (style-card.ts), and a
 * description is not followed. The hosted engine makes new cuts.
 */
import { HAIR_COLOURS, type HairColour } from '../../../../common/studios/hairstyle-changer';
import { EngineError, type EngineOutput, type EngineRun } from '../../engine';
import type { HairEngine, HairInput } from '../../hair-engine';
import { detectFaces } from '../faces';
import { decodeModelPhoto, encodeJpeg } from '../image-io';
import { refineMask } from '../mask-refine';
import { segmentPerson } from '../person-segmentation';
import { fromRaster, toRaster, type Raster } from '../raster';
import { hairMaskFromFace } from './face-hair-mask';
import { withoutFaces } from './other-faces';
import { recolourHair } from './hair-recolour';
import { decodeMask, withPaintedMask } from './painted-mask';
import { addStyleCard } from './style-card';

/**
 * The masks are worked out at this long edge at most, then scaled to the photo: the person
 * model sees 256 px anyway, and the feathered hair edge loses nothing, in a quarter of the time.
 */
export const MASK_EDGE_PX = 1024;
/** How fully the colour is applied (the hair's own lightness still moves only part way). */
const STRENGTH = 1;

/** `#rrggbb` of a named or free colour. */
export function colourHex(colour: HairColour | `#${string}`): string {
  return colour.startsWith('#') ? colour : HAIR_COLOURS[colour as HairColour];
}

async function downscaled(photo: Raster, edge: number): Promise<Raster> {
  const k = Math.min(1, edge / Math.max(photo.width, photo.height));
  if (k === 1) return photo;
  const width = Math.round(photo.width * k);
  const height = Math.round(photo.height * k);
  return toRaster(fromRaster(photo).resize(width, height, { fit: 'fill' }), 3);
}

async function change(input: HairInput, run: EngineRun): Promise<EngineOutput> {
  const { signal } = run;
  await run.onPhase('analysing');
  const photo = await decodeModelPhoto(input.image.bytes);
  const work = await downscaled(photo, MASK_EDGE_PX);
  signal.throwIfAborted();
  const [face, ...others] = await detectFaces(work);
  if (!face) throw new EngineError('no_face_detected', 'No face in the portrait');

  await run.onPhase('processing');
  signal.throwIfAborted();
  const person = await refineMask(work, await segmentPerson(work));
  signal.throwIfAborted();
  const automatic = await hairMaskFromFace(work, person, face);
  const hair = withoutFaces(
    input.mask
      ? withPaintedMask(
          automatic,
          await decodeMask(input.mask.bytes, work.width, work.height),
          person,
        )
      : automatic,
    others,
  );

  await run.onPhase('generating');
  signal.throwIfAborted();
  let result = photo;
  if (input.colour) {
    result = await recolourHair(
      photo,
      { colour: colourHex(input.colour), strength: STRENGTH },
      hair,
    );
  }
  if (input.hairstyle) {
    const k = photo.width / work.width;
    const centre = {
      x: (face.box.left + face.box.width / 2) * k,
      y: (face.box.top + face.box.height / 2) * k,
    };
    result = await addStyleCard(result, input.hairstyle, centre);
  }

  await run.onPhase('completing');
  signal.throwIfAborted();
  const bytes = await encodeJpeg(result);
  return { bytes, contentType: 'image/jpeg', width: result.width, height: result.height };
}

/** The local hair engine. Its models load on the first job and stay warm for the process. */
export function createLocalHairEngine(): HairEngine {
  return {
    name: 'local',
    quality: 'preview',
    async changeHair(input, run) {
      try {
        return await change(input, run);
      } catch (error) {
        if (error instanceof EngineError || (run.signal.aborted && error === run.signal.reason)) {
          throw error;
        }
        throw new EngineError('internal', 'The local hair change failed', false, { cause: error });
      }
    },
  };
}
