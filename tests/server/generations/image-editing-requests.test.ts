/**
 * Image editing requests on the one pipeline with the real local engine (on PGlite, or on
 * PostgreSQL when DATABASE_URL is set): every field validated by name, one credit charged, a
 * replay answered without a second charge, a failed edit refunded once, and the module's
 * checks before the charge — a prompt the offline engine cannot follow (needs_hosted_engine),
 * presets that do not combine, a mask of another size, face enhancement without a face — each
 * leaving the balance and the Idempotency-Key alone. The result of remove background is a PNG
 * with transparency.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import type { EditEngine } from '../../../server/engines/edit-engine';
import { EngineError } from '../../../server/engines/engine';
import { createLocalEditEngine } from '../../../server/engines/local/edit/edit-engine';
import { IMAGE_EDITING_MODULE } from '../../../server/studios/image-editing';
import { bindStudio, InputRefusal } from '../../../server/studios/studio-module';
import { makeJpeg, makePng, uploadAsset } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { onePersonPhoto } from '../helpers/real-photos';
import { postStudio } from '../helpers/test-studios';
import { createTestApp, type TestApp } from '../test-app';

/** The local engine, made to fail (not retryable) while `failing` is set. */
const local = createLocalEditEngine();
let failing = false;
const engine: EditEngine = {
  ...local,
  edit: (input, run) =>
    failing
      ? Promise.reject(new EngineError('internal', 'the edit broke', false))
      : local.edit(input, run),
};

let server: TestApp;
let portrait: Buffer;
beforeAll(async () => {
  server = await createTestApp({
    studios: { 'image-editing': bindStudio(IMAGE_EDITING_MODULE, engine) },
    workers: true,
  });
  portrait = await onePersonPhoto();
}, 60_000);
afterAll(() => server.close());

function postEdit(
  token: string,
  fields: Record<string, string>,
  files: Record<string, Uint8Array> = { image: portrait },
  key = randomUUID(),
) {
  return postStudio(server, token, 'image-editing', { fields, files }, key);
}

async function resultBytes(generation: Generation): Promise<Buffer> {
  const url = new URL(generation.result_url!, 'http://localhost');
  const response = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('an image editing request', () => {
  it('costs 1 credit, runs the presets, and remove background gives transparency', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const response = await postEdit(token, {
      presets: 'remove_background,lighting_correction',
      strength: '0.6',
    });

    expect(response.statusCode, response.body).toBe(202);
    const { generation } = response.json<{ generation: Generation }>();
    expect(generation).toMatchObject({
      service: 'image-editing',
      credits_charged: 1,
      engine: 'local',
      quality: 'preview',
      params: {
        presets: ['remove_background', 'lighting_correction'],
        strength: 0.6,
        guidance_scale: 3.5,
        steps: 28,
      },
    });
    expect(generation.inputs.map((input) => input.role)).toEqual(['source_image']);
    expect(await balanceOf(server, user.id)).toBe(2);
    const done = await waitUntilFinished(server, token, generation.id);
    expect(done.status).toBe('success');
    const { format, hasAlpha } = await sharp(await resultBytes(done)).metadata();
    expect({ format, hasAlpha }).toEqual({ format: 'png', hasAlpha: true });
    const { data } = await sharp(await resultBytes(done))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let clear = 0;
    for (let p = 3; p < data.length; p += 4) if (data[p]! < 16) clear++;
    expect(clear).toBeGreaterThan(1000);
  }, 60_000);

  it('takes the picture from the asset library, with a prompt naming presets in Vietnamese', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const asset = await uploadAsset(server, token, portrait, 'portrait.jpg');

    const response = await postEdit(
      token,
      { image_asset_id: asset.id, prompt: 'Làm sáng và làm nét ảnh' },
      {},
    );

    expect(response.statusCode, response.body).toBe(202);
    const { generation } = response.json<{ generation: Generation }>();
    const done = await waitUntilFinished(server, token, generation.id);
    expect(done.status).toBe('success');
    expect((await sharp(await resultBytes(done)).metadata()).format).toBe('jpeg');
  }, 60_000);

  it('names each bad field, in English and as a code, and charges nothing', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const refused = await postEdit(token, {
      presets: 'enhance_quality,sparkle',
      strength: '1.5',
      guidance_scale: '0',
      steps: '9',
      prompt: 'x'.repeat(1001),
    });
    const nothing = await postEdit(token, {});

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      field_issues: {
        presets: { code: 'not_allowed' },
        strength: { code: 'too_big', max: 1 },
        guidance_scale: { code: 'too_small', min: 1 },
        steps: { code: 'too_small', min: 10 },
        prompt: { code: 'too_long', max: 1000 },
      },
    });
    expect(nothing.json()).toMatchObject({
      code: 'validation_failed',
      field_issues: { presets: { code: 'one_of_required', one_of: ['presets', 'prompt'] } },
    });
    expect(await balanceOf(server, user.id)).toBe(3);
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('is charged once for a replay of its key', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = randomUUID();

    const first = await postEdit(token, { presets: 'colour_adjustment' }, undefined, key);
    const replay = await postEdit(token, { presets: 'colour_adjustment' }, undefined, key);

    expect(first.statusCode).toBe(202);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<{ generation: Generation }>().generation.id).toBe(
      first.json<{ generation: Generation }>().generation.id,
    );
    expect(await balanceOf(server, user.id)).toBe(2);
  }, 60_000);

  it('is refunded once when the edit fails', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    failing = true;
    try {
      const response = await postEdit(token, { presets: 'enhance_quality' });
      const { generation } = response.json<{ generation: Generation }>();
      const done = await waitUntilFinished(server, token, generation.id);
      expect(done).toMatchObject({ status: 'failed', error_code: 'internal' });
    } finally {
      failing = false;
    }
    expect(await balanceOf(server, user.id)).toBe(3);
    const ledger = await ledgerOf(server, user.id);
    expect(ledger.map((row) => row.delta)).toEqual([3, -1, 1]);
  }, 60_000);
});

describe('the checks before the charge', () => {
  it('refuses a prompt the offline engine cannot follow with needs_hosted_engine; the key stays free', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = randomUUID();

    const refused = await postEdit(
      token,
      { prompt: 'Put her on a beach at sunset' },
      undefined,
      key,
    );
    const accepted = await postEdit(token, { presets: 'enhance_quality' }, undefined, key);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'needs_hosted_engine',
      detail: expect.stringContaining('Nothing was charged'),
      fields: { prompt: expect.stringContaining('enhance_quality, artistic_style') },
      field_issues: {
        prompt: {
          code: 'needs_hosted_engine',
          values: [
            'enhance_quality',
            'artistic_style',
            'colour_adjustment',
            'remove_background',
            'face_enhancement',
            'lighting_correction',
          ],
        },
      },
    });
    expect(accepted.statusCode).toBe(202);
    expect(await balanceOf(server, user.id)).toBe(2);
    expect(await generationCount(server, user.id)).toBe(1);
  }, 60_000);

  it('refuses presets that do not combine, also when the prompt names one', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const chosen = await postEdit(token, { presets: 'artistic_style,enhance_quality' });
    const named = await postEdit(token, { presets: 'artistic_style', prompt: 'retouch the face' });

    for (const response of [chosen, named]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'inputs_refused',
        field_issues: { presets: { code: 'not_combinable' } },
      });
    }
    expect(await balanceOf(server, user.id)).toBe(3);
  });

  it('refuses a mask of another size, and face enhancement on a picture without a face', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const mask = await postEdit(
      token,
      { presets: 'enhance_quality' },
      { image: portrait, mask: await makePng(300, 400) },
    );
    const noFace = await postEdit(
      token,
      { presets: 'face_enhancement' },
      { image: await makeJpeg(300, 400) },
    );

    expect(mask.json()).toMatchObject({
      code: 'inputs_refused',
      field_issues: { mask: { code: 'not_same_size', width: 600, height: 800 } },
    });
    expect(noFace.json()).toMatchObject({
      code: 'inputs_refused',
      field_issues: { image: { code: 'no_face' } },
    });
    expect(await balanceOf(server, user.id)).toBe(3);
  }, 60_000);

  it('lets a hosted engine take any prompt', async () => {
    const job = {
      inputs: { image: { bytes: portrait, contentType: 'image/jpeg' } },
      params: {
        prompt: 'Put her on a beach',
        presets: [],
        strength: 0.85,
        guidance_scale: 3.5,
        steps: 28,
      },
    };

    await expect(
      IMAGE_EDITING_MODULE.check!(job, { name: 'fal', quality: 'standard' }),
    ).resolves.toBeUndefined();
    await expect(
      IMAGE_EDITING_MODULE.check!(job, { name: 'local', quality: 'preview' }),
    ).rejects.toBeInstanceOf(InputRefusal);
  });
});
