/**
 * The plan gates on the pipeline (docs/studios.md "Plan gates"): the plan in force when a
 * generation is asked for is kept on it, and its run applies that plan's watermark and
 * resolution cap; a clip above the plan's resolution is refused before the charge; jobs of a plan
 * with priority leave the queue before the free ones.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import { PLANS, type PlanId } from '../../../common/plans';
import { users } from '../../../server/db/schema';
import type { TryOnEngine } from '../../../server/engines/engine';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { bearer } from '../helpers/accounts';
import { makeJpeg } from '../helpers/assets';
import {
  balanceOf,
  ledgerOf,
  postTryOn,
  signedInUserWithCredits,
  startTryOn,
  waitUntilFinished,
} from '../helpers/generations';
import { postStudio, recordingStudio } from '../helpers/test-studios';
import { createTestApp, queryRows, type TestApp } from '../test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A try-on engine that answers a plain picture of exactly this size, in this format. */
function sizedEngine(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): TryOnEngine {
  return {
    name: 'test-sized',
    quality: 'preview',
    async tryOn() {
      const blank = sharp({ create: { width, height, channels: 3, background: '#6a8caf' } });
      const bytes = await (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
      return { bytes, contentType: `image/${format}`, width, height };
    },
  };
}

/** Puts the user on a plan, paid until `endsAt` (null for the free trial). */
async function putOnPlan(server: TestApp, userId: string, planId: PlanId, endsAt: Date | null) {
  await server.database.db
    .update(users)
    .set({ planId, planEndsAt: endsAt })
    .where(eq(users.id, userId));
}

async function userOnPlan(server: TestApp, planId: PlanId, credits = 5) {
  const signedIn = await signedInUserWithCredits(server, credits);
  if (planId !== 'free_trial') {
    await putOnPlan(server, signedIn.user.id, planId, new Date(Date.now() + 30 * DAY_MS));
  }
  return signedIn;
}

async function storedPlanOf(server: TestApp, generationId: string) {
  const [row] = await queryRows<{ plan_id: string }>(
    server.database,
    `SELECT plan_id FROM generations WHERE id = '${generationId}'`,
  );
  return row?.plan_id;
}

/** The stored result's real pixels and format, read back through its signed URL. */
async function resultPixels(server: TestApp, generation: Generation) {
  const response = await server.app.inject({ method: 'GET', url: generation.result_url! });
  const meta = await sharp(response.rawPayload).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('the plan of a generation, with the jobs running', () => {
  const video = recordingStudio('image-to-video', { video: true });
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ workers: true, studios: { 'image-to-video': video.engine } });
  });
  afterAll(() => server.close());
  beforeEach(() => server.engine.use(sizedEngine(3000, 2000)));

  it('on the free trial: kept on the row, the result marked and scaled to 1024 px', async () => {
    const { token } = await userOnPlan(server, 'free_trial');
    const marked = server.watermarked.length;

    const queued = await startTryOn(server, token);
    const done = await waitUntilFinished(server, token, queued.id);

    expect(await storedPlanOf(server, queued.id)).toBe('free_trial');
    expect(done).toMatchObject({ status: 'success', watermarked: true });
    expect(server.watermarked.length).toBe(marked + 1);
    // The mark is laid on the scaled picture, so it keeps its size on the result.
    expect(server.watermarked.at(-1)).toMatchObject({ width: 1024, height: 683 });
    expect(await resultPixels(server, done)).toEqual({ width: 1024, height: 683, format: 'jpeg' });
  });

  it('on a paid plan: no mark, scaled to the plan’s 2048 px, the format kept', async () => {
    const { token } = await userOnPlan(server, 'basic');
    server.engine.use(sizedEngine(2000, 3000, 'png'));
    const marked = server.watermarked.length;

    const queued = await startTryOn(server, token);
    const done = await waitUntilFinished(server, token, queued.id);

    expect(await storedPlanOf(server, queued.id)).toBe('basic');
    expect(done).toMatchObject({ status: 'success', watermarked: false });
    expect(server.watermarked.length).toBe(marked);
    expect(PLANS.basic.gates.maxImageEdgePx).toBe(2048);
    expect(await resultPixels(server, done)).toEqual({ width: 1365, height: 2048, format: 'png' });
  });

  it('never enlarges a result smaller than the cap', async () => {
    const { token } = await userOnPlan(server, 'pro');
    server.engine.use(sizedEngine(900, 1200));

    const done = await waitUntilFinished(server, token, (await startTryOn(server, token)).id);

    expect(done).toMatchObject({ status: 'success', watermarked: false });
    expect(await resultPixels(server, done)).toEqual({ width: 900, height: 1200, format: 'jpeg' });
  });

  it('applies the free trial once a paid period has ended', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    await putOnPlan(server, user.id, 'premium', new Date(Date.now() - DAY_MS));

    const queued = await startTryOn(server, token);
    const done = await waitUntilFinished(server, token, queued.id);

    expect(await storedPlanOf(server, queued.id)).toBe('free_trial');
    expect(done).toMatchObject({ status: 'success', watermarked: true, result_width: 1024 });
  });

  it('keeps the plan asked on, even if the plan changes while the job waits', async () => {
    const { user, token } = await userOnPlan(server, 'starter');
    const queued = await startTryOn(server, token);
    await putOnPlan(server, user.id, 'free_trial', null);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done).toMatchObject({ status: 'success', watermarked: false, result_width: 2048 });
  });

  it('refuses a 1080p clip on the free trial with plan_limit, charging nothing', async () => {
    const { user, token } = await userOnPlan(server, 'free_trial');
    const key = randomUUID();
    const image = await makeJpeg(40, 30);
    const ask = () =>
      postStudio(
        server,
        token,
        'image-to-video',
        { fields: { resolution: '1080p' }, files: { image } },
        key,
      );

    const response = await ask();

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'plan_limit',
      gate: 'video_resolution',
      plan: 'free_trial',
    });
    expect(await balanceOf(server, user.id)).toBe(5);
    expect((await ledgerOf(server, user.id)).map((row) => row.reason)).toEqual(['test_grant']);
    // The key is free again: the same key takes the request once the plan allows it.
    await putOnPlan(server, user.id, 'basic', new Date(Date.now() + DAY_MS));
    expect((await ask()).statusCode).toBe(202);
  });

  it('takes a 480p clip on the free trial and a 1080p one on a paid plan', async () => {
    const free = await userOnPlan(server, 'free_trial');
    const paid = await userOnPlan(server, 'pro');
    const image = await makeJpeg(40, 30);
    const clip = (token: string, resolution: string) =>
      postStudio(server, token, 'image-to-video', { fields: { resolution }, files: { image } });

    expect((await clip(free.token, '480p')).statusCode).toBe(202);
    expect((await clip(paid.token, '1080p')).statusCode).toBe(202);
  });
});

describe('the plan the profile tells the app', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  const planOf = async (token: string) =>
    (
      await server.app.inject({ method: 'GET', url: '/auth/profile', headers: bearer(token) })
    ).json<{ plan_id: string }>().plan_id;

  it('is the plan in force: the paid one during its period, the free trial after', async () => {
    const { user, token } = await userOnPlan(server, 'starter');
    expect(await planOf(token)).toBe('starter');

    await putOnPlan(server, user.id, 'starter', new Date(Date.now() - 1000));
    expect(await planOf(token)).toBe('free_trial');
  });
});

describe('the queue, with a free job and a priority job waiting', () => {
  let server: TestApp;
  beforeAll(async () => {
    // No workers: the jobs stay queued, and the test takes them as a worker would.
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('hands out the priority plan’s jobs first, then the others in the order they came', async () => {
    const free = await userOnPlan(server, 'free_trial');
    const basic = await userOnPlan(server, 'basic');
    const pro = await userOnPlan(server, 'pro');
    const premium = await userOnPlan(server, 'premium');
    const order: Array<[string, string]> = [];
    for (const [name, { token }] of [
      ['free', free],
      ['basic', basic],
      ['pro', pro],
      ['premium', premium],
    ] as const) {
      const response = await postTryOn(server, token);
      expect(response.statusCode).toBe(202);
      order.push([response.json<{ generation: Generation }>().generation.id, name]);
    }
    const nameOf = new Map(order);

    const fetched = [];
    for (let i = 0; i < order.length; i++) {
      const [job] = await server.queue.boss.fetch<{ generationId: string }>(
        generationQueueOf('virtual-tryon'),
      );
      fetched.push(nameOf.get(job!.data.generationId));
    }

    expect(fetched).toEqual(['pro', 'premium', 'free', 'basic']);
  });
});
