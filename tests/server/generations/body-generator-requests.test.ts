/**
 * POST /api/ai/body-generator: every parameter checked by name (range, type, allowed values,
 * length), the optional face photo checked for one usable face on real photos, and a refused
 * request charging nothing and leaving its Idempotency-Key free (its replays are
 * studio-runs.test.ts's).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import { uploadAsset } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  signedInUserWithCredits,
} from '../helpers/generations';
import { demoPhoto, onePersonPhoto } from '../helpers/real-photos';
import { BODY_FIELDS, postBody } from '../helpers/real-studio-requests';
import { onTestEngine } from '../helpers/real-studios';
import { postStudio } from '../helpers/test-studios';
import { instantEngine } from '../helpers/test-engines';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    studios: onTestEngine('body-generator', instantEngine()),
  });
});
afterAll(() => server.close());

const generationOf = (response: { json<T>(): T }) =>
  response.json<{ generation: Generation }>().generation;

/** Nothing was charged or made for this user beyond the grant. */
async function expectNothingCharged(userId: string, credits: number) {
  expect(await balanceOf(server, userId)).toBe(credits);
  expect(await ledgerOf(server, userId)).toHaveLength(1);
  expect(await generationCount(server, userId)).toBe(0);
}

describe('a body generator request', () => {
  it('is queued for 1 credit with its parameters, the shape defaulting to 3:4', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const response = await postBody(server, token, {
      ...BODY_FIELDS,
      prompt: '  in a linen suit ',
    });

    expect(response.statusCode).toBe(202);
    expect(generationOf(response)).toMatchObject({
      service: 'body-generator',
      status: 'queued',
      credits_charged: 1,
      engine: 'test-instant',
      params: {
        gender: 'female',
        height_cm: 165,
        weight_kg: 58,
        age: 29,
        body_type: 'average',
        skin_tone: 'tone-05',
        aspect_ratio: '3:4',
        prompt: 'in a linen suit',
      },
      inputs: [],
    });
    expect(await balanceOf(server, user.id)).toBe(2);
  });

  it('names each missing parameter, and every one when none is sent', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    for (const field of Object.keys(BODY_FIELDS)) {
      const fields: Record<string, string> = { ...BODY_FIELDS };
      delete fields[field];
      const response = await postBody(server, token, fields);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        field_issues: { [field]: { code: 'required' } },
      });
    }

    const none = await postBody(server, token, {});
    expect(Object.keys(none.json<{ field_issues: object }>().field_issues).sort()).toEqual(
      Object.keys(BODY_FIELDS).sort(),
    );
    await expectNothingCharged(user.id, 3);
  });

  it.each([
    ['height_cm', '139.9', { code: 'too_small', min: 140 }],
    ['height_cm', '210.5', { code: 'too_big', max: 210 }],
    ['height_cm', 'tall', { code: 'not_a_number' }],
    ['weight_kg', '34', { code: 'too_small', min: 35 }],
    ['weight_kg', '161', { code: 'too_big', max: 160 }],
    ['age', '15', { code: 'too_small', min: 16 }],
    ['age', '91', { code: 'too_big', max: 90 }],
    ['age', '28.5', { code: 'not_a_whole_number' }],
    ['gender', 'other', { code: 'not_allowed', values: ['female', 'male'] }],
    ['body_type', 'stocky', { code: 'not_allowed' }],
    ['skin_tone', 'tone-11', { code: 'not_allowed' }],
    ['aspect_ratio', '4:3', { code: 'not_allowed', values: ['3:4', '2:3', '9:16', '1:1'] }],
    ['prompt', 'x'.repeat(501), { code: 'too_long', max: 500 }],
  ])('refuses %s = %s by name, charging nothing', async (field, value, issue) => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = randomUUID();

    const response = await postBody(
      server,
      token,
      { ...BODY_FIELDS, [field]: value },
      undefined,
      key,
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.stringContaining(field) },
      field_issues: { [field]: issue },
    });
    await expectNothingCharged(user.id, 3);
    // The refusal kept no claim on the key: the corrected request goes through with it.
    expect((await postBody(server, token, BODY_FIELDS, undefined, key)).statusCode).toBe(202);
  });

  it('takes the range’s ends and every body type and skin tone', async () => {
    const { token } = await signedInUserWithCredits(server, 40);
    const ends = [
      { height_cm: '140', weight_kg: '35', age: '16' },
      { height_cm: '210', weight_kg: '160', age: '90' },
    ];
    for (const end of ends) {
      expect((await postBody(server, token, { ...BODY_FIELDS, ...end })).statusCode).toBe(202);
    }
    const types = ['ectomorph', 'mesomorph', 'endomorph', 'slim', 'athletic', 'muscular', 'curvy'];
    for (const body_type of types) {
      expect((await postBody(server, token, { ...BODY_FIELDS, body_type })).statusCode).toBe(202);
    }
    for (let tone = 1; tone <= 10; tone++) {
      const skin_tone = `tone-${String(tone).padStart(2, '0')}`;
      expect((await postBody(server, token, { ...BODY_FIELDS, skin_tone })).statusCode).toBe(202);
    }
  });
});

describe('the face photo', () => {
  it.each([
    ['a group photo', { code: 'several_faces' }, () => demoPhoto(4)],
    [
      'a photo without a face',
      { code: 'no_face' },
      () =>
        sharp({ create: { width: 600, height: 800, channels: 3, background: '#b9a58c' } })
          .jpeg()
          .toBuffer(),
    ],
    [
      'a face too small to use',
      { code: 'face_too_small', min: 80 },
      async () =>
        sharp(await onePersonPhoto())
          .resize(90)
          .extend({ top: 400, bottom: 400, left: 400, right: 400, background: '#8a8580' })
          .jpeg()
          .toBuffer(),
    ],
  ] as const)('refuses %s before the charge, the key left free', async (_, issue, photo) => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = randomUUID();

    const refused = await postBody(server, token, BODY_FIELDS, await photo(), key);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'inputs_refused',
      field_issues: { face: issue },
    });
    await expectNothingCharged(user.id, 3);
    const accepted = await postBody(server, token, BODY_FIELDS, await onePersonPhoto(), key);
    expect(accepted.statusCode).toBe(202);
    expect(generationOf(accepted).inputs).toEqual([
      expect.objectContaining({ role: 'face_reference' }),
    ]);
  });

  it('is checked when it comes from the asset library too', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const group = await uploadAsset(server, token, await demoPhoto(6), 'friends.jpg');

    const response = await postStudio(server, token, 'body-generator', {
      fields: { ...BODY_FIELDS, face_asset_id: group.id },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field_issues: { face: { code: 'several_faces' } } });
    await expectNothingCharged(user.id, 3);
  });
});
