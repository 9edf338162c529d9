/**
 * Image editing's local engine ('local', preview quality; README.md): the chosen presets, and
 * the presets a prompt names (common/studios/edit-prompt.ts), applied in EDIT_PRESET_ORDER on
 * raw pixels at the photo's size, blended by the strength, and only under the painted mask
 * when there is one (outside it every pixel is the photo's own). Remove background gives a PNG
 * with transparency; everything else a JPEG. A prompt asking for more is refused before the
 * charge by the studio's check, so it never reaches here.
 */
import { presetsOfPrompt } from '../../../../common/studios/edit-prompt';
import { orderedPresets, type EditPreset } from '../../../../common/studios/image-editing';
import type { EditEngine, EditInput } from '../../edit-engine';
import { EngineError, type EngineOutput, type EngineRun } from '../../engine';
import { detectFaces } from '../faces';
import { decodeMask } from '../hair/painted-mask';
import { decodeModelPhoto, encodeJpeg } from '../image-io';
import { fromRaster, type Raster } from '../raster';
import { blendEdit } from './blend';
import { personAlpha, withAlpha } from './cutout';
import { retouchFaces } from './face-retouch';
import { adjustColour, artisticStyle, correctLighting, enhanceQuality } from './tone-presets';

/** The presets that change pixels, as steps on the picture so far. */
const PIXEL_STEPS: Partial<Record<EditPreset, (photo: Raster) => Promise<Raster>>> = {
  lighting_correction: correctLighting,
  colour_adjustment: adjustColour,
  enhance_quality: enhanceQuality,
  artistic_style: artisticStyle,
  face_enhancement: async (photo) => retouchFaces(photo, await detectFaces(photo)),
};

/** The presets to run: the chosen ones and those the prompt names, in their order. */
export function localPresetsOf(input: Pick<EditInput, 'presets' | 'prompt'>): EditPreset[] {
  const named = input.prompt ? presetsOfPrompt(input.prompt) : [];
  if (named === null) {
    throw new EngineError('internal', 'The local engine was given a prompt it cannot follow');
  }
  return orderedPresets([...input.presets, ...named]);
}

async function edit(input: EditInput, run: EngineRun): Promise<EngineOutput> {
  const { signal } = run;
  await run.onPhase('analysing');
  const presets = localPresetsOf(input);
  const photo = await decodeModelPhoto(input.image.bytes);
  const weight = input.mask ? await decodeMask(input.mask.bytes, photo.width, photo.height) : null;
  signal.throwIfAborted();

  await run.onPhase('processing');
  let edited = photo;
  for (const preset of presets) {
    const step = PIXEL_STEPS[preset];
    if (!step) continue;
    edited = await step(edited);
    signal.throwIfAborted();
  }
  const blended = edited === photo ? photo : blendEdit(photo, edited, input.strength, weight);

  await run.onPhase('generating');
  let result: Raster = blended;
  if (presets.includes('remove_background')) {
    result = withAlpha(blended, await personAlpha(photo), weight);
  }
  signal.throwIfAborted();

  await run.onPhase('completing');
  const { width, height } = result;
  if (result.channels === 4) {
    const bytes = await fromRaster(result).png({ compressionLevel: 6 }).toBuffer();
    return { bytes, contentType: 'image/png', width, height };
  }
  return { bytes: await encodeJpeg(result), contentType: 'image/jpeg', width, height };
}

/** The local editing engine. Its models load on the first job that needs them and stay warm. */
export function createLocalEditEngine(): EditEngine {
  return {
    name: 'local',
    quality: 'preview',
    async edit(input, run) {
      try {
        return await edit(input, run);
      } catch (error) {
        if (error instanceof EngineError || (run.signal.aborted && error === run.signal.reason)) {
          throw error;
        }
        throw new EngineError('internal', 'The local edit failed', false, { cause: error });
      }
    },
  };
}
