/**
 * POST /api/ai/image-to-video end to end, on the real module: the local engine for real (sharp
 * and ffmpeg; the clip probed from storage), and fal's five models against the fake fal. Each
 * parameter checked by name, the capability matrix per model (a valid combination accepted, an
 * invalid one refused naming the model's limits), 2 credits, a refund when the run fails, and
 * the Idempotency-Key's replay. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import { HOSTED_VIDEO_MODELS } from '../../../common/studios/image-to-video';
import { EngineError } from '../../../server/engines/engine';
import { createFalVideoEngine } from '../../../server/engines/fal/fal-video-engine';
import { createLocalVideoEngine } from '../../../server/engines/local/video/video-engine';
import type { VideoEngine } from '../../../server/engines/video-engine';
import { IMAGE_TO_VIDEO_MODULE } from '../../../server/studios/image-to-video';
import { bindStudio } from '../../../server/studios/studio-module';
import { FAKE_FAL_KEY, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { bearer } from '../helpers/accounts';
import { putOnPlan } from '../helpers/api-tokens';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { switchableStudio } from '../helpers/test-engines';
import { postStudio } from '../helpers/test-studios';
import { createTestApp, type TestApp } from '../test-app';

const RUN_TIMEOUT_MS = 90_000;

let local: TestApp;
let hosted: TestApp;
let fal: FakeFal;
let photo: Buffer;
const localStudio = switchableStudio(bindStudio(IMAGE_TO_VIDEO_MODULE, createLocalVideoEngine()));

/** A local engine whose runs fail for good (a broken ffmpeg, say). */
const brokenEngine: VideoEngine = {
  name: 'local',
  quality: 'preview',
  animate: async (_input, run) => {
    await run.onPhase('analysing');
    throw new EngineError('internal', 'ffmpeg is broken');
  },
};

// Two apps with their workers: slow to start on a busy machine.
beforeAll(async () => {
  fal = await startFakeFal();
  const falEngine = createFalVideoEngine({
    baseUrl: fal.url,
    key: FAKE_FAL_KEY,
    pollIntervalMs: 5,
  });
  [local, hosted] = await Promise.all([
    createTestApp({ workers: true, studios: { 'image-to-video': localStudio } }),
    createTestApp({
      workers: true,
      studios: { 'image-to-video': bindStudio(IMAGE_TO_VIDEO_MODULE, falEngine) },
    }),
  ]);
  // A 4:3 landscape picture with detail: the local engine makes a 16:9 clip of it.
  photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#6080a0' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">' +
            '<circle cx="320" cy="200" r="120" fill="#e0b090"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}, 180_000);
afterAll(async () => {
  await Promise.all([local?.close(), hosted?.close(), fal?.close()]);
});

const postVideo = (
  server: TestApp,
  token: string,
  fields: Record<string, string>,
  key: string = randomUUID(),
) => postStudio(server, token, 'image-to-video', { fields, files: { image: photo } }, key);

const generationOf = (response: { json<T>(): T }) =>
  response.json<{ generation: Generation }>().generation;

async function expectNothingCharged(server: TestApp, userId: string, credits: number) {
  expect(await balanceOf(server, userId)).toBe(credits);
  expect(await ledgerOf(server, userId)).toHaveLength(1);
  expect(await generationCount(server, userId)).toBe(0);
}

function probe(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'i2v-test-')), 'clip.mp4');
  writeFileSync(file, bytes);
  const json = execFileSync('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]).toString();
  return JSON.parse(json) as {
    format: { duration: string; tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
}

describe('an image-to-video request on the local engine', () => {
  it(
    'costs 2 credits and makes a 5 s 480p H.264 clip with a poster, listed in the history',
    async () => {
      const { user, token } = await signedInUserWithCredits(local, 5);

      const response = await postVideo(local, token, { motion: 'subtle', fixed_camera: 'true' });

      expect(response.statusCode).toBe(202);
      expect(generationOf(response)).toMatchObject({
        service: 'image-to-video',
        engine: 'local',
        credits_charged: 2,
        params: {
          motion: 'subtle',
          duration: '5',
          resolution: '480p',
          fixed_camera: true,
          generate_audio: false,
        },
      });
      expect(await balanceOf(local, user.id)).toBe(3);
      const done = await waitUntilFinished(local, token, generationOf(response).id, RUN_TIMEOUT_MS);
      expect(done).toMatchObject({
        status: 'success',
        result_type: 'video',
        result_width: 854,
        result_height: 480,
      });
      const get = (url: string | null | undefined) =>
        local.app.inject({ method: 'GET', url: url ?? '/missing' });
      const clip = await get(done.result_url);
      expect(clip.headers['content-type']).toBe('video/mp4');
      const probed = probe(clip.rawPayload);
      expect(Number(probed.format.duration)).toBeCloseTo(5, 1);
      expect(probed.streams).toEqual([
        expect.objectContaining({ codec_name: 'h264', width: 854, height: 480 }),
      ]);
      expect((await get(done.result_poster_url)).headers['content-type']).toBe('image/jpeg');
      expect((await get(done.result_thumbnail_url)).headers['content-type']).toBe('image/webp');

      const history = await local.app.inject({
        method: 'GET',
        url: '/api/generations?service=image-to-video',
        headers: bearer(token),
      });
      expect(history.json<{ items: Generation[] }>().items).toEqual([
        expect.objectContaining({
          id: done.id,
          result_type: 'video',
          result_thumbnail_url: done.result_thumbnail_url,
          result_poster_url: done.result_poster_url,
        }),
      ]);
    },
    RUN_TIMEOUT_MS,
  );

  it.each([
    ['duration', '6', { code: 'not_allowed', values: ['5', '8', '10'] }],
    ['resolution', '720p', { code: 'not_allowed', values: ['480p', '1080p'] }],
    ['motion', 'wild', { code: 'not_allowed', values: ['subtle', 'natural', 'dramatic'] }],
    ['cfg_scale', '1.5', { code: 'too_big', max: 1 }],
    ['fixed_camera', 'maybe', { code: 'not_a_boolean' }],
    ['prompt', 'x'.repeat(1001), { code: 'too_long', max: 1000 }],
    ['model', 'sora', { code: 'not_allowed' }],
  ])('refuses %s = %s by name, charging nothing', async (field, value, issue) => {
    const { user, token } = await signedInUserWithCredits(local, 5);
    const response = await postVideo(local, token, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.stringContaining(field) },
      field_issues: { [field]: issue },
    });
    await expectNothingCharged(local, user.id, 5);
  });

  it('refuses a hosted model, and options the camera move has not, naming them', async () => {
    const { user, token } = await signedInUserWithCredits(local, 5);
    const key = randomUUID();

    const hostedModel = await postVideo(local, token, { model: 'veo3', duration: '8' }, key);
    const options = await postVideo(local, token, {
      model: 'local',
      cfg_scale: '0.4',
      prompt_optimizer: 'true',
    });

    expect(hostedModel.statusCode).toBe(400);
    expect(hostedModel.json()).toMatchObject({
      code: 'validation_failed',
      field_issues: { model: { code: 'not_allowed', values: ['local'] } },
    });
    expect(options.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        cfg_scale: 'cfg_scale is not an option of Local: leave it off, or choose another model.',
      },
      field_issues: {
        cfg_scale: { code: 'model_lacks', model: 'Local' },
        prompt_optimizer: { code: 'model_lacks', model: 'Local' },
      },
    });
    await expectNothingCharged(local, user.id, 5);
    // The refusal kept no claim on the key: the corrected request goes through with it.
    expect((await postVideo(local, token, { model: 'local' }, key)).statusCode).toBe(202);
  });

  it(
    'replays a request sent twice with its key, charging once',
    async () => {
      const { user, token } = await signedInUserWithCredits(local, 5);
      const key = randomUUID();
      const fields = { motion: 'dramatic', duration: '8' };

      const first = await postVideo(local, token, fields, key);
      const again = await postVideo(local, token, fields, key);
      const changed = await postVideo(local, token, { ...fields, duration: '10' }, key);

      expect([first.statusCode, again.statusCode, changed.statusCode]).toEqual([202, 200, 422]);
      expect(generationOf(again).id).toBe(generationOf(first).id);
      expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
      expect(await balanceOf(local, user.id)).toBe(3);
      await waitUntilFinished(local, token, generationOf(first).id, RUN_TIMEOUT_MS);
    },
    RUN_TIMEOUT_MS,
  );

  it('gives the 2 credits back once when the run fails', async () => {
    const { user, token } = await signedInUserWithCredits(local, 4);
    localStudio.use(bindStudio(IMAGE_TO_VIDEO_MODULE, brokenEngine));
    try {
      const response = await postVideo(local, token, {});
      expect(await balanceOf(local, user.id)).toBe(2);
      const done = await waitUntilFinished(local, token, generationOf(response).id);
      expect(done).toMatchObject({ status: 'failed', credits_charged: 2 });
      expect(await balanceOf(local, user.id)).toBe(4);
      const ledger = await ledgerOf(local, user.id);
      expect(ledger.map((row) => row.delta)).toEqual([4, -2, 2]);
    } finally {
      localStudio.use(bindStudio(IMAGE_TO_VIDEO_MODULE, createLocalVideoEngine()));
    }
  });
});

/** Per hosted model: a combination it makes, and one it does not with the issue that says why. */
const MATRIX_CASES = {
  seedance_v1: {
    valid: { duration: '10', resolution: '1080p', fixed_camera: 'true' },
    invalid: { cfg_scale: '0.5' },
    issues: { cfg_scale: { code: 'model_lacks', model: 'Seedance 1.0' } },
  },
  veo_v2: {
    valid: { duration: '8' },
    invalid: { duration: '10', resolution: '1080p' },
    issues: {
      duration: { code: 'model_limit', model: 'Veo 2', values: ['5', '8'] },
      resolution: { code: 'model_limit', model: 'Veo 2', values: ['480p'] },
    },
  },
  veo3: {
    valid: { duration: '8', resolution: '1080p', generate_audio: 'true' },
    invalid: { duration: '5' },
    issues: { duration: { code: 'model_limit', model: 'Veo 3', values: ['8'] } },
  },
  hailuo_v2: {
    valid: { duration: '10', prompt_optimizer: 'false' },
    invalid: { duration: '10', resolution: '1080p', fixed_camera: 'true' },
    issues: {
      resolution: { code: 'model_limit', model: 'Hailuo 02', values: ['480p'] },
      fixed_camera: { code: 'model_lacks', model: 'Hailuo 02' },
    },
  },
  'kling_v2.1': {
    valid: { duration: '10', resolution: '1080p', cfg_scale: '0.7' },
    invalid: { duration: '8', generate_audio: 'true' },
    issues: {
      duration: { code: 'model_limit', model: 'Kling 2.1', values: ['5', '10'] },
      generate_audio: { code: 'model_lacks', model: 'Kling 2.1' },
    },
  },
} as const;

describe.each(HOSTED_VIDEO_MODELS)('the fal model %s', (model) => {
  const cases = MATRIX_CASES[model];

  it('takes a combination it makes, and refuses one it does not, naming its limits', async () => {
    const { user, token } = await signedInUserWithCredits(hosted, 5);
    await putOnPlan(hosted, user.id, 'pro');

    const refused = await postVideo(hosted, token, { model, ...cases.invalid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', field_issues: cases.issues });
    expect(Object.keys(refused.json<{ fields: object }>().fields).sort()).toEqual(
      Object.keys(cases.issues).sort(),
    );
    expect(await balanceOf(hosted, user.id)).toBe(5);

    const accepted = await postVideo(hosted, token, { model, ...cases.valid });
    expect(accepted.statusCode).toBe(202);
    const done = await waitUntilFinished(hosted, token, generationOf(accepted).id);
    expect(done).toMatchObject({
      status: 'success',
      engine: 'fal',
      result_type: 'video',
      credits_charged: 2,
      params: { model },
    });
    expect(await balanceOf(hosted, user.id)).toBe(3);
  });
});

describe('a request to the fal engine', () => {
  it('runs Seedance without a model, and refuses the local one', async () => {
    const { token } = await signedInUserWithCredits(hosted, 5);
    const fallback = await postVideo(hosted, token, {});
    const localModel = await postVideo(hosted, token, { model: 'local' });

    expect(fallback.statusCode).toBe(202);
    await waitUntilFinished(hosted, token, generationOf(fallback).id);
    expect(fal.submissions.at(-1)?.endpointId).toBe(
      'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video',
    );
    expect(localModel.json()).toMatchObject({
      field_issues: { model: { code: 'not_allowed', values: [...HOSTED_VIDEO_MODELS] } },
    });
  });
});
