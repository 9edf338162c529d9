/**
 * The fal editing engine against the local fal (fakes/fake-fal.ts, with the editing endpoints'
 * own input checks in fakes/fake-fal-edit.ts): which endpoints an edit goes to and in what
 * order, what each is sent (the prompt with the presets' sentences, the advanced settings, the
 * previous step's picture, the mask), the mask obeyed on the result, and failures.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditInput } from '../../../server/engines/edit-engine';
import { EngineError } from '../../../server/engines/engine';
import {
  FAL_BACKGROUND_ENDPOINT,
  FAL_EDIT_ENDPOINT,
  FAL_FACE_ENDPOINT,
  FAL_INPAINT_ENDPOINT,
  PRESET_INSTRUCTIONS,
} from '../../../server/engines/fal/edit-requests';
import { createFalEditEngine } from '../../../server/engines/fal/fal-edit-engine';
import { FAKE_FAL_KEY, FAKE_OUTPUT_SIZE, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { recordingRun } from '../helpers/engine-runs';

let fal: FakeFal;
let image: EditInput['image'];
let mask: NonNullable<EditInput['mask']>;
const SIZE = { width: 30, height: 40 };

beforeAll(async () => {
  fal = await startFakeFal();
  const create = { ...SIZE, channels: 3, background: '#806040' } as const;
  image = { bytes: await sharp({ create }).png().toBuffer(), contentType: 'image/png' };
  // White (change) on the top half only.
  mask = {
    bytes: await sharp({ create: { ...create, background: '#000' } })
      .composite([
        {
          input: { create: { width: 30, height: 20, channels: 3, background: '#fff' } },
          top: 0,
          left: 0,
        },
      ])
      .greyscale()
      .png()
      .toBuffer(),
    contentType: 'image/png',
  };
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

const engine = () =>
  createFalEditEngine({ baseUrl: fal.url, key: FAKE_FAL_KEY, pollIntervalMs: 5 });

const dataUri = (file: { bytes: Buffer; contentType: string }) =>
  `data:${file.contentType};base64,${file.bytes.toString('base64')}`;

const edit = (overrides: Partial<EditInput>) =>
  engine().edit(
    { image, presets: [], strength: 0.7, guidanceScale: 4, steps: 30, ...overrides },
    recordingRun().run,
  );

const endpoints = () => fal.submissions.map((submission) => submission.endpointId);

describe('a prompt-led edit', () => {
  it('goes to FLUX Kontext dev with the prompt, the presets as sentences, guidance and steps', async () => {
    const output = await edit({
      prompt: 'Make the dress navy blue',
      presets: ['lighting_correction', 'colour_adjustment'],
    });

    expect(output.bytes.equals(fal.outputImage)).toBe(true);
    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_OUTPUT_SIZE });
    expect(endpoints()).toEqual([FAL_EDIT_ENDPOINT]);
    const { input } = fal.submissions[0]!;
    expect(input).toMatchObject({
      image_url: dataUri(image),
      guidance_scale: 4,
      num_inference_steps: 30,
      resolution_mode: 'match_input',
      output_format: 'png',
    });
    expect(input).not.toHaveProperty('strength');
    expect(input.prompt).toContain('Make the dress navy blue');
    expect(input.prompt).toContain(PRESET_INSTRUCTIONS.lighting_correction);
    expect(input.prompt).toContain(PRESET_INSTRUCTIONS.colour_adjustment);
  });

  it('with a mask goes to FLUX LoRA inpainting with strength, and keeps the outside', async () => {
    const output = await edit({ prompt: 'Replace the sky with a sunset', mask });

    expect(endpoints()).toEqual([FAL_INPAINT_ENDPOINT]);
    expect(fal.submissions[0]!.input).toMatchObject({
      image_url: dataUri(image),
      mask_url: dataUri(mask),
      strength: 0.7,
      guidance_scale: 4,
      num_inference_steps: 30,
    });
    // The provider's picture is scaled to the photo and laid under the mask only.
    expect(output).toMatchObject({ contentType: 'image/png', ...SIZE });
    const { data, info } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * SIZE.width + x) * info.channels,
        (y * SIZE.width + x) * info.channels + 3,
      ),
    ];
    expect(pixel(15, 35)).toEqual([0x80, 0x60, 0x40]);
    expect(pixel(15, 5)).toEqual([180, 40, 90]);
  });
});

describe('the presets fal has a model of its own for', () => {
  it('chains the edit, CodeFormer, then BiRefNet, each on the picture before it', async () => {
    await edit({ presets: ['remove_background', 'face_enhancement', 'enhance_quality'] });

    expect(endpoints()).toEqual([FAL_EDIT_ENDPOINT, FAL_FACE_ENDPOINT, FAL_BACKGROUND_ENDPOINT]);
    const [first, face, background] = fal.submissions;
    expect(first!.input.image_url).toBe(dataUri(image));
    const previous = dataUri({ bytes: fal.outputImage, contentType: 'image/png' });
    expect(face!.input).toEqual({
      image_url: previous,
      fidelity: 0.7,
      upscale_factor: 1,
      face_upscale: true,
    });
    expect(background!.input).toEqual({
      image_url: previous,
      model: 'General Use (Light)',
      operating_resolution: '2048x2048',
      output_format: 'png',
      refine_foreground: true,
    });
  });

  it('remove background alone is one BiRefNet call on the photo', async () => {
    const output = await edit({ presets: ['remove_background'] });

    expect(endpoints()).toEqual([FAL_BACKGROUND_ENDPOINT]);
    expect(output.contentType).toBe('image/png');
  });
});

describe('failures', () => {
  it('a refused input fails the edit without a retry', async () => {
    const failure = await edit({ prompt: 'x', steps: 60 }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ code: 'provider_failed', retryable: false });
  });

  it('fal being unable to schedule is retryable', async () => {
    fal.reset({ refuseSubmit: true });

    await expect(edit({ presets: ['remove_background'] })).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
    });
  });
});
