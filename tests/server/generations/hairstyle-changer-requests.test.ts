/**
 * Hairstyle changer requests on the one pipeline, with its module's check before the charge:
 * every field validated by name, the portrait checked for one usable face on real photos, a
 * mask of the portrait's size, a colour needed by the local engine, one credit charged, and a
 * replay answered without a second charge. Every refusal leaves the balance and the key alone.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import type { HairEngine, HairInput } from '../../../server/engines/hair-engine';
import { HAIRSTYLE_CHANGER_MODULE } from '../../../server/studios/hairstyle-changer';
import { bindStudio, InputRefusal } from '../../../server/studios/studio-module';
import { makeJpeg, makePng, uploadAsset } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { demoPhoto, onePersonPhoto } from '../helpers/real-photos';
import { HAIR_FIELDS, postHair } from '../helpers/real-studio-requests';
import { asHairEngine } from '../helpers/real-studios';
import { instantEngine } from '../helpers/test-engines';
import { createTestApp, type TestApp } from '../test-app';

/** An engine that records what it was asked, then answers at once. */
const asked: HairInput[] = [];
const instant = asHairEngine(instantEngine());
const recording: HairEngine = {
  ...instant,
  changeHair: (input, run) => (asked.push(input), instant.changeHair(input, run)),
};

let server: TestApp;
let portrait: Buffer;
beforeAll(async () => {
  server = await createTestApp({
    studios: { 'hairstyle-changer': bindStudio(HAIRSTYLE_CHANGER_MODULE, recording) },
    workers: true,
  });
  portrait = await onePersonPhoto();
}, 30_000);
afterAll(() => server.close());

/** The portrait's own size: 600 × 800. */
const maskOfSize = (width = 600, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .greyscale()
    .png()
    .toBuffer();

async function expectRefused(
  response: Awaited<ReturnType<typeof postHair>>,
  status: number,
  body: Record<string, unknown>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(body);
}

describe('a hairstyle changer request', () => {
  it('is queued for 1 credit, and the engine gets the portrait, mask and parameters', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    asked.length = 0;

    const response = await postHair(server, token, {
      fields: { hairstyle: 'hime-cut', prompt: '  with a soft fringe ', hair_color: '#A0522D' },
      image: portrait,
      mask: await maskOfSize(),
    });

    expect(response.statusCode, response.body).toBe(202);
    const { generation } = response.json<{ generation: Generation }>();
    expect(generation).toMatchObject({
      service: 'hairstyle-changer',
      credits_charged: 1,
      params: { hairstyle: 'hime-cut', prompt: 'with a soft fringe', hair_color: '#a0522d' },
    });
    expect(generation.inputs.map((input) => input.role)).toEqual(['original_person', 'mask']);
    expect(await balanceOf(server, user.id)).toBe(2);
    const done = await waitUntilFinished(server, token, generation.id);
    expect(done.status).toBe('success');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      hairstyle: 'hime-cut',
      prompt: 'with a soft fringe',
      colour: '#a0522d',
      image: { contentType: 'image/jpeg' },
      mask: { contentType: 'image/png' },
    });
  });

  it('takes a description without a template, and no colour (keep my colour)', async () => {
    const { token } = await signedInUserWithCredits(server, 3);

    const response = await postHair(server, token, {
      fields: { prompt: 'A short wolf cut with curtain bangs' },
      image: portrait,
    });

    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<{ generation: Generation }>().generation.params).toEqual({
      prompt: 'A short wolf cut with curtain bangs',
    });
  });

  it('takes the portrait from the asset library', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const asset = await uploadAsset(server, token, portrait, 'portrait.jpg');

    const response = await postHair(server, token, {
      fields: { ...HAIR_FIELDS, image_asset_id: asset.id },
    });

    expect(response.statusCode, response.body).toBe(202);
  });

  it('names each bad field, in English and as a code, and charges nothing', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    await expectRefused(await postHair(server, token, { fields: HAIR_FIELDS }), 400, {
      code: 'missing_inputs',
      field_issues: { image: { code: 'required' } },
    });
    await expectRefused(
      await postHair(server, token, { fields: { hair_color: 'copper' }, image: portrait }),
      400,
      {
        code: 'validation_failed',
        field_issues: {
          hairstyle: { code: 'one_of_required', one_of: ['hairstyle', 'prompt'] },
          prompt: { code: 'one_of_required', one_of: ['hairstyle', 'prompt'] },
        },
      },
    );
    await expectRefused(
      await postHair(server, token, {
        fields: { hairstyle: 'dreadlocks', prompt: 'x'.repeat(501), hair_color: 'teal' },
        image: portrait,
      }),
      400,
      {
        code: 'validation_failed',
        fields: {
          hairstyle: expect.stringContaining('hairstyle must be one of: long-straight-layer'),
          prompt: 'prompt must be at most 500 characters long.',
          hair_color: expect.stringContaining('hair_color must be one of: black'),
        },
        field_issues: {
          hairstyle: { code: 'not_allowed' },
          prompt: { code: 'too_long', max: 500 },
          hair_color: { code: 'not_allowed' },
        },
      },
    );
    await expectRefused(
      await postHair(server, token, {
        fields: { ...HAIR_FIELDS, image_asset_id: randomUUID() },
        image: portrait,
      }),
      400,
      { code: 'conflicting_inputs' },
    );
    expect(await balanceOf(server, user.id)).toBe(3);
    expect(await generationCount(server, user.id)).toBe(0);
  });
});

describe('the check before the charge', () => {
  it('refuses a picture with no face, several faces or a face too small, by name', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const small = await sharp(portrait).resize(120).jpeg().toBuffer();

    await expectRefused(await postHair(server, token, { image: await makeJpeg(300, 400) }), 422, {
      code: 'inputs_refused',
      field_issues: { image: { code: 'no_face' } },
    });
    await expectRefused(await postHair(server, token, { image: await demoPhoto(6) }), 422, {
      code: 'inputs_refused',
      fields: { image: expect.stringContaining('several faces') },
      field_issues: { image: { code: 'several_faces' } },
    });
    await expectRefused(await postHair(server, token, { image: small }), 422, {
      code: 'inputs_refused',
      field_issues: { image: { code: 'face_too_small', min: 80 } },
    });
    expect(await balanceOf(server, user.id)).toBe(3);
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('refuses a mask that is not the portrait’s size, naming that size', async () => {
    const { token } = await signedInUserWithCredits(server, 3);

    await expectRefused(
      await postHair(server, token, { image: portrait, mask: await makePng(300, 400) }),
      422,
      {
        code: 'inputs_refused',
        detail: expect.stringContaining('mask must be the same size as the photo (600 × 800'),
        field_issues: { mask: { code: 'not_same_size', width: 600, height: 800 } },
      },
    );
  });

  it('leaves the key free: the corrected request goes through under it, charged once', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = randomUUID();

    const refused = await postHair(server, token, { image: await makeJpeg(300, 400) }, key);
    const accepted = await postHair(server, token, { image: portrait }, key);
    const replay = await postHair(server, token, { image: portrait }, key);

    expect(refused.statusCode).toBe(422);
    expect(accepted.statusCode).toBe(202);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<{ generation: Generation }>().generation.id).toBe(
      accepted.json<{ generation: Generation }>().generation.id,
    );
    expect(await balanceOf(server, user.id)).toBe(2);
  });

  it('asks the local engine for a colour: without one it would hand the photo back', async () => {
    const job = { inputs: { image: { bytes: portrait, contentType: 'image/jpeg' } } };
    const local = { name: 'local', quality: 'preview' } as const;
    const hosted = { name: 'fal', quality: 'standard' } as const;

    await expect(
      HAIRSTYLE_CHANGER_MODULE.check!({ ...job, params: { hairstyle: 'pixie-cut' } }, local),
    ).rejects.toEqual(new InputRefusal({ hair_color: { code: 'required' } }));
    await expect(
      HAIRSTYLE_CHANGER_MODULE.check!({ ...job, params: { hairstyle: 'pixie-cut' } }, hosted),
    ).resolves.toBeUndefined();
    await expect(
      HAIRSTYLE_CHANGER_MODULE.check!(
        { ...job, params: { hairstyle: 'pixie-cut', hair_color: 'blue' } },
        local,
      ),
    ).resolves.toBeUndefined();
  });
});
