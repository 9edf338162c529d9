import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorruptJpeg, makeJpeg, makePng, uploadAsset } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  postTryOn,
  sampleGarment,
  sampleModel,
  startTryOn,
  waitUntilFinished,
  signedInUserWithCredits,
} from '../helpers/generations';
import { createTestApp, queryRows, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
});
afterAll(() => server.close());

describe('try-on inputs', () => {
  it('takes the model and the garment as uploaded files', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const model = { file: await makeJpeg(90, 120) };
    const garment = { file: await makePng(40, 40), name: 'shirt.png' };

    const queued = await startTryOn(server, token, { model, garment, category: 'tops' });
    const done = await waitUntilFinished(server, token, queued.id);

    expect(done).toMatchObject({ status: 'success', category: 'tops', result_width: 90 });
    expect(done.inputs.map(({ role, asset_id }) => ({ role, asset_id }))).toEqual([
      { role: 'person_image', asset_id: null },
      { role: 'clothing_item', asset_id: null },
    ]);
    const input = await server.app.inject({ method: 'GET', url: done.inputs[1]!.url });
    expect(input.statusCode).toBe(200);
    expect(input.headers['content-type']).toBe('image/png');
  });

  it('takes library assets by id, and keeps its own copy of them', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const asset = await uploadAsset(server, token, await makeJpeg(60, 80));

    const queued = await startTryOn(server, token, {
      model: { assetId: asset.id },
      garment: sampleGarment,
      category: 'dresses',
    });
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/assets/${asset.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const done = await waitUntilFinished(server, token, queued.id);

    expect(deleted.statusCode).toBe(204);
    expect(done).toMatchObject({ status: 'success', result_width: 60 });
    expect(done.inputs[0]).toMatchObject({ role: 'person_image', asset_id: asset.id });
    expect((await server.app.inject({ method: 'GET', url: done.inputs[0]!.url })).statusCode).toBe(
      200,
    );
  });

  it('refuses an asset of another user as unknown (404), with no charge', async () => {
    const { token: otherToken } = await signedInUserWithCredits(server, 3);
    const foreign = await uploadAsset(server, otherToken, await makeJpeg());
    const { user, token } = await signedInUserWithCredits(server, 3);

    const response = await postTryOn(server, token, {
      model: { assetId: foreign.id },
      garment: sampleGarment,
      category: 'tops',
    });

    expect(response.statusCode).toBe(404);
    expect(await balanceOf(server, user.id)).toBe(3);
  });

  it('refuses a video asset (415) and an unknown sample (404)', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const [video] = await queryRows<{ id: string }>(
      server.database,
      `INSERT INTO assets (user_id, kind, mime_type, original_name, byte_size, storage_key, sha256)
       VALUES ('${user.id}', 'video', 'video/mp4', 'clip.mp4', 10, 'assets/xx/clip.mp4', 'x')
       RETURNING id`,
    );

    const withVideo = await postTryOn(server, token, {
      model: { assetId: video!.id },
      garment: sampleGarment,
      category: 'tops',
    });
    const unknownSample = await postTryOn(server, token, {
      model: sampleModel,
      garment: { sampleId: 'no-such-sample' },
      category: 'tops',
    });
    const modelAsGarment = await postTryOn(server, token, {
      model: sampleModel,
      garment: sampleModel,
      category: 'tops',
    });

    expect(withVideo.statusCode).toBe(415);
    expect(unknownSample.statusCode).toBe(404);
    expect(unknownSample.json()).toMatchObject({ code: 'sample_not_found' });
    expect(modelAsGarment.statusCode).toBe(404);
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('refuses an input given two ways, and a missing or unknown category', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const twoWays = await postTryOn(server, token, {
      model: { file: await makeJpeg() },
      garment: sampleGarment,
      category: 'tops',
      extra: { model_sample_id: 'test-model' },
    });
    const noCategory = await postTryOn(server, token, {
      model: sampleModel,
      garment: sampleGarment,
    });
    const allCategory = await postTryOn(server, token, {
      model: sampleModel,
      garment: sampleGarment,
      category: 'all',
    });

    expect(twoWays.statusCode).toBe(400);
    expect(twoWays.json()).toMatchObject({ code: 'conflicting_inputs' });
    for (const response of [noCategory, allCategory]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { category: expect.any(String) },
      });
    }
  });
});

describe('a corrupt input', () => {
  // Decided: an upload is decoded whole before anything is charged (as the asset library does),
  // so bytes that sniff as JPEG but do not decode are refused at once with 422 and no charge.
  it('is refused at upload with 422 invalid_image, no charge, and its key is freed', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const key = 'corrupt-upload-key-1';

    const refused = await postTryOn(
      server,
      token,
      { model: { file: await makeCorruptJpeg() }, garment: sampleGarment, category: 'tops' },
      key,
    );
    const fixed = await postTryOn(
      server,
      token,
      { model: { file: await makeJpeg() }, garment: sampleGarment, category: 'tops' },
      key,
    );

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'invalid_image',
      detail: 'The image could not be read. It may be damaged.',
    });
    expect(fixed.statusCode).toBe(202);
    expect(await balanceOf(server, user.id)).toBe(2);
  });

  it('that went bad in storage fails the generation with input_unreadable and refunds', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const spec = {
      model: { file: await makeJpeg(70, 70) },
      garment: sampleGarment,
      category: 'tops',
    };
    const first = await waitUntilFinished(
      server,
      token,
      (await startTryOn(server, token, spec)).id,
    );
    const [row] = await queryRows<{ key: string }>(
      server.database,
      `SELECT inputs->0->>'storageKey' AS key FROM generations WHERE id = '${first.id}'`,
    );
    // Inputs are stored once per content: the next request with these bytes reads this file.
    writeFileSync(path.join(server.storageDir, ...row!.key.split('/')), await makeCorruptJpeg());

    const second = await waitUntilFinished(
      server,
      token,
      (await startTryOn(server, token, spec)).id,
    );

    expect(first.status).toBe('success');
    expect(second).toMatchObject({ status: 'failed', error_code: 'input_unreadable' });
    expect(await balanceOf(server, user.id)).toBe(2);
  });
});
