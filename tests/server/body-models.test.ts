/**
 * Body models (docs/studios.md "Body models"): a body generator result saved to the asset
 * library and marked as a model, listed with its parameters, usable as the try-on's model,
 * removed again, each user's own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyModel, BODY_MODEL_LIMIT } from '../../common/contracts/body-models';
import type { Generation } from '../../common/contracts/generations';
import { bearer } from './helpers/accounts';
import { makeJpeg, uploadAsset } from './helpers/assets';
import {
  postTryOn,
  sampleGarment,
  signedInUserWithCredits,
  waitUntilFinished,
} from './helpers/generations';
import { BODY_FIELDS, postBody } from './helpers/real-studio-requests';
import { onTestEngine } from './helpers/real-studios';
import { instantEngine } from './helpers/test-engines';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    studios: onTestEngine('body-generator', instantEngine()),
    workers: true,
  });
});
afterAll(() => server.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/** A finished body generation, its result saved to the user's assets as the PWA does it. */
async function savedResult(token: string) {
  const queued = await postBody(server, token, BODY_FIELDS);
  const generation = await waitUntilFinished(
    server,
    token,
    queued.json<{ generation: Generation }>().generation.id,
  );
  const result = await server.app.inject({ method: 'GET', url: generation.result_url! });
  const asset = await uploadAsset(server, token, result.rawPayload, 'body.png');
  return { generation, asset };
}

describe('a body model', () => {
  it('is a saved result marked with its generation, keeping its parameters; once', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const { generation, asset } = await savedResult(token);
    const body = { asset_id: asset.id, generation_id: generation.id };

    const first = await call(token, 'POST', '/api/body-models', body);
    const again = await call(token, 'POST', '/api/body-models', body);

    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      asset: { id: asset.id, kind: 'image', url: expect.stringContaining('/media/') },
      generation_id: generation.id,
      params: { height_cm: 165, weight_kg: 58, body_type: 'average', aspect_ratio: '3:4' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<BodyModel>().id).toBe(first.json<BodyModel>().id);
  });

  it('is listed newest first, to its owner only', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const older = await uploadAsset(server, token, await makeJpeg(40, 60), 'older.jpg');
    const newer = await uploadAsset(server, token, await makeJpeg(42, 60), 'newer.jpg');
    await call(token, 'POST', '/api/body-models', { asset_id: older.id });
    await call(token, 'POST', '/api/body-models', { asset_id: newer.id });
    const stranger = await signedInUserWithCredits(server, 0);

    const mine = await call(token, 'GET', '/api/body-models');
    const theirs = await call(stranger.token, 'GET', '/api/body-models');

    expect(mine.json<{ items: BodyModel[] }>().items.map((model) => model.asset.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(mine.json<{ items: BodyModel[] }>().items[0]).toMatchObject({ params: null });
    expect(theirs.json()).toEqual({ items: [] });
    expect((await call(null, 'GET', '/api/body-models')).statusCode).toBe(401);
  });

  it('is refused for another user’s asset, and for a generation that is not a finished body', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const stranger = await signedInUserWithCredits(server, 3);
    const theirs = await uploadAsset(server, stranger.token, await makeJpeg(30, 40), 'x.jpg');
    const mine = await uploadAsset(server, token, await makeJpeg(31, 40), 'y.jpg');
    const tryOn = await postTryOn(server, token);

    const strangers = await call(token, 'POST', '/api/body-models', { asset_id: theirs.id });
    const notABody = await call(token, 'POST', '/api/body-models', {
      asset_id: mine.id,
      generation_id: tryOn.json<{ generation: Generation }>().generation.id,
    });
    const unknown = await call(token, 'POST', '/api/body-models', {
      asset_id: mine.id,
      generation_id: randomUUID(),
    });

    expect(strangers.statusCode).toBe(404);
    expect(notABody.statusCode).toBe(404);
    expect(notABody.json()).toMatchObject({ code: 'body_generation_not_found' });
    expect(unknown.json()).toMatchObject({ code: 'body_generation_not_found' });
    expect((await call(token, 'GET', '/api/body-models')).json()).toEqual({ items: [] });
  });

  it('dresses in the try-on studio as its model', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const { generation, asset } = await savedResult(token);
    await call(token, 'POST', '/api/body-models', {
      asset_id: asset.id,
      generation_id: generation.id,
    });

    const tryOn = await postTryOn(server, token, {
      model: { assetId: asset.id },
      garment: sampleGarment,
      category: 'tops',
    });

    expect(tryOn.statusCode).toBe(202);
    const done = await waitUntilFinished(
      server,
      token,
      tryOn.json<{ generation: Generation }>().generation.id,
    );
    expect(done.status).toBe('success');
    expect(done.inputs).toContainEqual(
      expect.objectContaining({ role: 'person_image', asset_id: asset.id }),
    );
  });

  it('is removed without its picture, and goes with its picture', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const kept = await uploadAsset(server, token, await makeJpeg(50, 70), 'kept.jpg');
    const gone = await uploadAsset(server, token, await makeJpeg(51, 70), 'gone.jpg');
    const unmarked = (
      await call(token, 'POST', '/api/body-models', { asset_id: kept.id })
    ).json<BodyModel>();
    await call(token, 'POST', '/api/body-models', { asset_id: gone.id });

    expect((await call(token, 'DELETE', `/api/body-models/${unmarked.id}`)).statusCode).toBe(204);
    expect((await call(token, 'DELETE', `/api/body-models/${unmarked.id}`)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/api/assets/${gone.id}`)).statusCode).toBe(204);

    expect((await call(token, 'GET', '/api/body-models')).json()).toEqual({ items: [] });
    const assets = (await call(token, 'GET', '/api/assets')).json<{ items: { id: string }[] }>();
    expect(assets.items.map((asset) => asset.id)).toEqual([kept.id]);
  });

  it(`is kept ${BODY_MODEL_LIMIT} at most`, async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    await queryRows(
      server.database,
      `WITH made AS (
         INSERT INTO assets (user_id, kind, mime_type, original_name, byte_size, storage_key, sha256)
         SELECT '${user.id}', 'image', 'image/png', 'x.png', 1, 'k' || n, 's' || n
         FROM generate_series(1, ${BODY_MODEL_LIMIT}) AS n RETURNING id)
       INSERT INTO body_models (user_id, asset_id) SELECT '${user.id}', id FROM made`,
    );
    const one = await uploadAsset(server, token, await makeJpeg(33, 44), 'one-more.jpg');

    const response = await call(token, 'POST', '/api/body-models', { asset_id: one.id });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'body_model_limit_reached' });
  });
});
