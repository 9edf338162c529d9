/**
 * Every studio of the registry on the one pipeline: with a module each (test modules for the
 * studios whose engines are not built), what GET /api/studios describes is what
 * POST /api/ai/:service accepts, an out-of-range value is refused naming its field, and a run
 * reaches the studio's engine with its inputs and parameters. A clip is stored with its poster.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import { type StudioDescription, studiosResponseSchema } from '../../../common/contracts/studios';
import type { ServiceSlug } from '../../../common/studios/studios';
import { users } from '../../../server/db/schema';
import { bearer } from '../helpers/accounts';
import { makeJpeg } from '../helpers/assets';
import { balanceOf, signedInUserWithCredits, waitUntilFinished } from '../helpers/generations';
import {
  postStudio,
  type RecordingStudio,
  recordingStudio,
  validParams,
} from '../helpers/test-studios';
import { createAccountRepository } from '../../../server/modules/account/account.repository';
import { createTestApp, type TestApp } from '../test-app';

const recorded = {
  'image-editing': recordingStudio('image-editing'),
  'image-to-video': recordingStudio('image-to-video', { video: true }),
  'body-generator': recordingStudio('body-generator'),
  'hairstyle-changer': recordingStudio('hairstyle-changer'),
} satisfies Partial<Record<ServiceSlug, RecordingStudio>>;

let server: TestApp;
let studios: StudioDescription[];
beforeAll(async () => {
  server = await createTestApp({
    studios: Object.fromEntries(
      Object.entries(recorded).map(([service, studio]) => [service, studio.engine]),
    ),
    workers: true,
  });
  const answer = await server.app.inject({ method: 'GET', url: '/api/studios' });
  studios = studiosResponseSchema.parse(answer.json()).studios;
});
afterAll(() => server.close());

/** A file for each of the studio's inputs (the optional ones too). */
async function filesFor(studio: StudioDescription) {
  return Object.fromEntries(
    await Promise.all(studio.inputs.map(async (input) => [input.field, await makeJpeg(40, 30)])),
  );
}

const enumsOf = (studio: StudioDescription) =>
  Object.entries(studio.params).filter(([, param]) => param.values);

describe('every studio of the registry', () => {
  it('is available once it has a module', () => {
    expect(studios.map((studio) => [studio.service, studio.available])).toEqual(
      studios.map((studio) => [studio.service, true]),
    );
  });

  it('accepts a request built from its description, with every value of every enum', async () => {
    const { user, token } = await signedInUserWithCredits(server, 500);
    // A plan that allows every value (a 1080p clip is not the free trial's, docs/studios.md).
    await server.database.db
      .update(users)
      .set({ planId: 'pro', planEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    for (const studio of studios) {
      const picks = Math.max(1, ...enumsOf(studio).map(([, param]) => param.values!.length));
      for (let pick = 0; pick < picks; pick++) {
        const fields = validParams(studio, pick);
        const response = await postStudio(server, token, studio.service, {
          fields,
          files: await filesFor(studio),
        });
        expect(response.statusCode, `${studio.service} ${JSON.stringify(fields)}`).toBe(202);
      }
    }
    // Some fifty requests, each through its studio's real photo checks (faces, the person).
  }, 120_000);

  it('refuses a value outside an enum, naming the field and its allowed values, free', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    for (const studio of studios) {
      for (const [name, param] of enumsOf(studio)) {
        const fields = { ...validParams(studio), [name]: 'not-a-value' };
        const response = await postStudio(server, token, studio.service, {
          fields,
          files: await filesFor(studio),
        });
        expect(response.statusCode, `${studio.service}.${name}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { [name]: expect.stringContaining(name) },
          field_issues: { [name]: { code: 'not_allowed', values: param.values } },
        });
        expect(studio.options[name]).toEqual(param.values);
      }
    }
    expect(await balanceOf(server, user.id)).toBe(5);
  });

  it('runs the studio’s engine with its inputs by field and its parameters, defaults filled', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const video = studios.find((studio) => studio.service === 'image-to-video')!;
    const before = recorded['image-to-video'].jobs.length;

    const response = await postStudio(server, token, 'image-to-video', {
      fields: { prompt: 'A slow walk', model: 'kling_v2.1' },
      files: await filesFor(video),
    });
    const done = await waitUntilFinished(
      server,
      token,
      response.json<{ generation: Generation }>().generation.id,
    );

    expect(done).toMatchObject({
      status: 'success',
      category: null,
      credits_charged: video.cost,
      params: {
        prompt: 'A slow walk',
        model: 'kling_v2.1',
        motion: 'natural',
        duration: '5',
        fixed_camera: false,
      },
    });
    const job = recorded['image-to-video'].jobs.slice(before).at(-1)!;
    expect(Object.keys(job.inputs)).toEqual(['image']);
    expect(job.params).toEqual(done.params);
  });

  it('takes a JSON body with typed values, as API clients send it', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const params = {
      gender: 'female',
      height_cm: 165.5,
      weight_kg: 54,
      age: 28,
      body_type: 'athletic',
      skin_tone: 'tone-04',
    };

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai/body-generator',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: params,
    });

    expect(response.statusCode).toBe(202);
    expect(response.json<{ generation: Generation }>().generation).toMatchObject({
      service: 'body-generator',
      params: { ...params, aspect_ratio: '3:4' },
      inputs: [],
    });
  });

  it('refuses a hairstyle with neither a template nor a description, naming both', async () => {
    const { token } = await signedInUserWithCredits(server, 5);

    const response = await postStudio(server, token, 'hairstyle-changer', {
      fields: { hair_color: 'copper' },
      files: { image: await makeJpeg() },
    });

    expect(response.statusCode).toBe(400);
    const issue = { code: 'one_of_required', one_of: ['hairstyle', 'prompt'] };
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      field_issues: { hairstyle: issue, prompt: issue },
    });
  });
});

describe('a clip made by an engine', () => {
  it('is stored with its poster and a thumbnail of it, and marked on the free plan', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const marked = server.watermarked.length;

    const response = await postStudio(server, token, 'image-to-video', {
      files: { image: await makeJpeg() },
    });
    const done = await waitUntilFinished(
      server,
      token,
      response.json<{ generation: Generation }>().generation.id,
    );
    const get = (url: string | null | undefined) =>
      server.app.inject({ method: 'GET', url: url ?? '/missing' });

    expect(done).toMatchObject({ status: 'success', result_type: 'video', watermarked: true });
    expect((await get(done.result_url)).headers['content-type']).toBe('video/mp4');
    expect((await get(done.result_poster_url)).headers['content-type']).toBe('image/png');
    expect((await get(done.result_thumbnail_url)).headers['content-type']).toBe('image/webp');
    expect(server.watermarked.slice(marked).map((output) => output.kind)).toContain('video');
  });

  it('is listed in history (and so on the dashboard) as a video with its poster', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const response = await postStudio(server, token, 'image-to-video', {
      files: { image: await makeJpeg() },
    });
    const id = response.json<{ generation: Generation }>().generation.id;
    await waitUntilFinished(server, token, id);

    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/generations?service=image-to-video&limit=8',
      headers: bearer(token),
    });

    const item = listed.json<{ items: Generation[] }>().items.find((entry) => entry.id === id);
    expect(item).toMatchObject({ status: 'success', result_type: 'video' });
    const poster = await server.app.inject({ method: 'GET', url: item!.result_poster_url! });
    expect(poster.statusCode).toBe(200);
    const clip = await server.app.inject({
      method: 'GET',
      url: item!.result_url!,
      headers: { range: 'bytes=0-3' },
    });
    // The card's preview and the viewer stream the clip in byte ranges.
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-type']).toBe('video/mp4');
    // An account erasure deletes the poster with the clip.
    const keys = await createAccountRepository(server.database.db).storageKeys(user.id);
    expect(keys.some((key) => key.includes(id) && /\/poster\./.test(key))).toBe(true);
  });

  it('leaves a picture without a poster', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const response = await postStudio(server, token, 'image-editing', {
      fields: { presets: 'enhance_quality' },
      files: { image: await makeJpeg() },
    });
    const done = await waitUntilFinished(
      server,
      token,
      response.json<{ generation: Generation }>().generation.id,
    );

    expect(done).toMatchObject({
      status: 'success',
      result_type: 'image',
      result_poster_url: null,
      params: { presets: ['enhance_quality'], steps: 28 },
    });
  });
});
