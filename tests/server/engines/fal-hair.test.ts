/**
 * The fal hair engine against the local fal (fakes/fake-fal.ts, with the hair endpoints' own
 * input checks in fakes/fake-fal-hair.ts): which endpoint each request goes to, what it sends
 * (our templates and colours on the hair-change app's enums, prompts built from the template,
 * the colour and the description, the painted mask), and how failures come out.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HAIR_COLOURS,
  HAIRSTYLE_TEMPLATES,
  type HairColour,
} from '../../../common/studios/hairstyle-changer';
import { createFalHairEngine } from '../../../server/engines/fal/fal-hair-engine';
import { nearestNamedColour } from '../../../server/engines/hair-prompts';
import type { HairInput } from '../../../server/engines/hair-engine';
import { FAKE_FAL_KEY, FAKE_OUTPUT_SIZE, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { recordingRun } from '../helpers/engine-runs';

let fal: FakeFal;
let image: HairInput['image'];
let mask: NonNullable<HairInput['mask']>;

beforeAll(async () => {
  fal = await startFakeFal();
  const create = { width: 30, height: 40, channels: 3, background: '#806040' } as const;
  image = { bytes: await sharp({ create }).jpeg().toBuffer(), contentType: 'image/jpeg' };
  mask = { bytes: await sharp({ create }).greyscale().png().toBuffer(), contentType: 'image/png' };
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

const engine = () =>
  createFalHairEngine({ baseUrl: fal.url, key: FAKE_FAL_KEY, pollIntervalMs: 5 });

const dataUri = (file: { bytes: Buffer; contentType: string }) =>
  `data:${file.contentType};base64,${file.bytes.toString('base64')}`;

describe('a template without a description or a mask', () => {
  it('goes to the hair-change app with our template and colour on its enums', async () => {
    const { run, phases } = recordingRun();

    const output = await engine().changeHair(
      { image, hairstyle: 'modern-bob', colour: 'copper' },
      run,
    );

    expect(output.bytes.equals(fal.outputImage)).toBe(true);
    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_OUTPUT_SIZE });
    const [submission] = fal.submissions;
    expect(fal.calls[0]).toBe('POST /fal-ai/image-apps-v2/hair-change');
    expect(fal.calls[1]).toBe(`GET /fal-ai/image-apps-v2/requests/${submission!.id}/status?logs=0`);
    expect(submission!.input).toEqual({
      image_url: dataUri(image),
      target_hairstyle: 'bob_cut',
      hair_color: 'auburn',
    });
    expect(phases).toEqual(['analysing', 'completing']);
  });

  it('keeps the hair’s colour (natural) when none is chosen', async () => {
    await engine().changeHair({ image, hairstyle: 'crew-cut' }, recordingRun().run);

    expect(fal.submissions[0]!.input).toMatchObject({
      target_hairstyle: 'buzz_cut',
      hair_color: 'natural',
    });
  });

  it('maps every template and every colour to a value fal accepts', async () => {
    const colours = Object.keys(HAIR_COLOURS) as HairColour[];
    for (const [index, { id }] of HAIRSTYLE_TEMPLATES.entries()) {
      const colour = colours[index % colours.length];
      await expect(
        engine().changeHair({ image, hairstyle: id, colour }, recordingRun().run),
      ).resolves.toMatchObject({ contentType: 'image/png' });
    }
    expect(fal.submissions).toHaveLength(HAIRSTYLE_TEMPLATES.length);
  });

  it('sends a free colour as the nearest named one', async () => {
    await engine().changeHair(
      { image, hairstyle: 'pixie-cut', colour: '#e0d5c0' },
      recordingRun().run,
    );

    expect(nearestNamedColour('#e0d5c0')).toBe('platinum-blonde');
    expect(fal.submissions[0]!.input).toMatchObject({ hair_color: 'platinum_blonde' });
  });
});

describe('a description', () => {
  it('goes to the prompt-led hair editor with the template, the colour and the details', async () => {
    await engine().changeHair(
      { image, hairstyle: 'hime-cut', prompt: 'fringe just above the brows', colour: '#b0562a' },
      recordingRun().run,
    );

    expect(fal.calls[0]).toBe('POST /fal-ai/image-editing/hair-change');
    const { input } = fal.submissions[0]!;
    expect(Object.keys(input).sort()).toEqual(['image_url', 'prompt']);
    expect(input.prompt).toContain('Hime cut: Blunt bangs, cheek-length side locks');
    expect(input.prompt).toContain('Details: fringe just above the brows');
    expect(input.prompt).toContain('Hair colour: copper (close to #b0562a).');
    expect(input.prompt).toContain('Keep the face, identity');
  });

  it('alone is the style, and the colour is kept when none is chosen', async () => {
    await engine().changeHair({ image, prompt: 'A wolf cut' }, recordingRun().run);

    const prompt = String(fal.submissions[0]!.input.prompt);
    expect(prompt).toContain('New hairstyle: A wolf cut');
    expect(prompt).toContain('Keep the hair colour.');
  });
});

describe('a painted mask', () => {
  it('goes to FLUX Pro Fill with the mask and a prompt for the hair only', async () => {
    await engine().changeHair(
      { image, mask, hairstyle: 'short-c-curl', colour: 'blonde' },
      recordingRun().run,
    );

    expect(fal.calls[0]).toBe('POST /fal-ai/flux-pro/v1/fill');
    expect(fal.calls[1]).toMatch(/^GET \/fal-ai\/flux-pro\/requests\//);
    const { input } = fal.submissions[0]!;
    expect(input).toMatchObject({
      image_url: dataUri(image),
      mask_url: dataUri(mask),
      num_images: 1,
      output_format: 'png',
    });
    expect(input.prompt).toMatch(/^Hair only\. Short C-curl: /);
    expect(input.prompt).toContain('Hair colour: blonde.');
  });

  it('of another size is refused by fal, as a final failure', async () => {
    const other = {
      bytes: await sharp({
        create: { width: 20, height: 40, channels: 3, background: '#000000' },
      })
        .png()
        .toBuffer(),
      contentType: 'image/png',
    };

    await expect(
      engine().changeHair({ image, mask: other, colour: 'blue' }, recordingRun().run),
    ).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: false,
      message: expect.stringContaining('image_dimensions_mismatch'),
    });
  });
});

describe('a failed hair change', () => {
  it('is final for fal’s validation error and retryable for its server error', async () => {
    fal.reset({ outcome: 'validation_error' });
    await expect(
      engine().changeHair({ image, hairstyle: 'mullet' }, recordingRun().run),
    ).rejects.toMatchObject({ code: 'provider_failed', retryable: false });

    fal.reset({ outcome: 'server_error' });
    await expect(
      engine().changeHair({ image, hairstyle: 'mullet' }, recordingRun().run),
    ).rejects.toMatchObject({ code: 'provider_failed', retryable: true });
  });

  it('reports the queue’s phases once each, in order', async () => {
    fal.reset({ queuedPolls: 2, inProgressPolls: 2 });
    const { run, phases } = recordingRun();

    await engine().changeHair({ image, hairstyle: 'mullet' }, run);

    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
  });
});
