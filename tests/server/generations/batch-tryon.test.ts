/**
 * Batch try-on (docs/studios.md "Batch try-on"): one garment on several models or several
 * garments on one model in one request, on plans with batch processing only; each output its
 * own generation under one batch id, charged together (all or nothing), refunded alone when it
 * fails, replayed whole under its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BatchTryOnResponse } from '../../../common/contracts/batch-tryon';
import type { GenerationListResponse } from '../../../common/contracts/generations';
import { MAX_BATCH_OUTPUTS, type PlanId } from '../../../common/plans';
import { users } from '../../../server/db/schema';
import { EngineError, type TryOnEngine } from '../../../server/engines/engine';
import { bearer } from '../helpers/accounts';
import { makeJpeg, uploadAsset } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { instantEngine } from '../helpers/test-engines';
import { SAMPLE_GARMENT_ID, SAMPLE_MODEL_ID } from '../helpers/test-samples';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
});
afterAll(() => server.close());
beforeEach(() => server.engine.use(instantEngine()));

const DAY_MS = 24 * 60 * 60 * 1000;
const model = { sample_id: SAMPLE_MODEL_ID };
const garment = { sample_id: SAMPLE_GARMENT_ID };

async function userOnPlan(planId: PlanId, credits: number) {
  const signedIn = await signedInUserWithCredits(server, credits);
  if (planId !== 'free_trial') {
    await server.database.db
      .update(users)
      .set({ planId, planEndsAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(users.id, signedIn.user.id));
  }
  return signedIn;
}

function postBatch(token: string, body: object, key: string = randomUUID()) {
  return server.app.inject({
    method: 'POST',
    url: '/api/ai/virtual-tryon',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body,
  });
}

const reasonsOf = async (userId: string) =>
  (await ledgerOf(server, userId)).map((row) => `${row.reason} ${row.delta}`);

describe('a batch on a plan without batch processing', () => {
  it.each(['free_trial', 'basic'] as const)(
    'is refused on %s with 403 plan_limit, nothing charged, the key free again',
    async (planId) => {
      const { user, token } = await userOnPlan(planId, 10);
      const key = randomUUID();
      const body = { category: 'tops', models: [model, model], garments: [garment] };

      const response = await postBatch(token, body, key);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'plan_limit', gate: 'batch', plan: planId });
      expect(await balanceOf(server, user.id)).toBe(10);
      expect(await generationCount(server, user.id)).toBe(0);
      // The same key goes through once the plan allows batches.
      await server.database.db
        .update(users)
        .set({ planId: 'starter', planEndsAt: new Date(Date.now() + DAY_MS) })
        .where(eq(users.id, user.id));
      expect((await postBatch(token, body, key)).statusCode).toBe(202);
    },
  );

  it('still takes a single try-on as before', async () => {
    const { token } = await userOnPlan('free_trial', 2);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai/virtual-tryon',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        category: 'tops',
        model_sample_id: SAMPLE_MODEL_ID,
        garment_sample_id: SAMPLE_GARMENT_ID,
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ generation: { batch_id: null } });
  });
});

describe('a batch on a plan with batch processing', () => {
  it('puts one garment on three models: three generations, three debits, one batch', async () => {
    const { user, token } = await userOnPlan('starter', 5);
    const models = [];
    for (const width of [64, 80, 96]) {
      models.push({ asset_id: (await uploadAsset(server, token, await makeJpeg(width, 48))).id });
    }

    const response = await postBatch(token, { category: 'dresses', models, garments: [garment] });

    expect(response.statusCode).toBe(202);
    const batch = response.json<BatchTryOnResponse>();
    expect(batch.generations).toHaveLength(3);
    expect(batch.generations.map((generation) => generation.batch_id)).toEqual(
      Array(3).fill(batch.batch_id),
    );
    expect(batch.generations.map((generation) => generation.inputs[0]?.asset_id)).toEqual(
      models.map((picked) => picked.asset_id),
    );
    expect(batch.generations.every((generation) => generation.params?.category === 'dresses')).toBe(
      true,
    );
    for (const generation of batch.generations) {
      expect(await waitUntilFinished(server, token, generation.id)).toMatchObject({
        status: 'success',
        credits_charged: 1,
      });
    }
    expect(await balanceOf(server, user.id)).toBe(2);
    const ledger = await ledgerOf(server, user.id);
    expect(
      ledger.filter((row) => row.reason === 'generation').map((row) => row.generation_id),
    ).toEqual(expect.arrayContaining(batch.generations.map((generation) => generation.id)));
    expect(await reasonsOf(user.id)).toEqual([
      'test_grant 5',
      'generation -1',
      'generation -1',
      'generation -1',
    ]);
  });

  it(`puts up to ${MAX_BATCH_OUTPUTS} garments on one model`, async () => {
    const { user, token } = await userOnPlan('pro', MAX_BATCH_OUTPUTS);

    const response = await postBatch(token, {
      category: 'tops',
      models: [model],
      garments: Array(MAX_BATCH_OUTPUTS).fill(garment),
    });

    expect(response.statusCode).toBe(202);
    const { generations } = response.json<BatchTryOnResponse>();
    expect(generations).toHaveLength(MAX_BATCH_OUTPUTS);
    for (const generation of generations) await waitUntilFinished(server, token, generation.id);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refunds only the output that failed', async () => {
    const { user, token } = await userOnPlan('starter', 3);
    // The engine cannot use the 80 px wide model: that output alone fails, for good.
    const picky: TryOnEngine = {
      name: 'test-picky',
      quality: 'preview',
      async tryOn(input, run) {
        const { width } = await sharp(input.model.bytes).metadata();
        if (width === 80) throw new EngineError('no_person_detected', 'no one there', false);
        return instantEngine().tryOn(input, run);
      },
    };
    server.engine.use(picky);
    const models = [];
    for (const width of [64, 80, 96]) {
      models.push({ asset_id: (await uploadAsset(server, token, await makeJpeg(width, 48))).id });
    }

    const { generations } = (
      await postBatch(token, { category: 'tops', models, garments: [garment] })
    ).json<BatchTryOnResponse>();
    const done = [];
    for (const generation of generations) {
      done.push(await waitUntilFinished(server, token, generation.id));
    }

    expect(done.map((generation) => generation.status)).toEqual(['success', 'failed', 'success']);
    expect(done[1]).toMatchObject({ error_code: 'no_person_detected' });
    expect(await balanceOf(server, user.id)).toBe(1);
    const refunds = (await ledgerOf(server, user.id)).filter(
      (row) => row.reason === 'generation_refund',
    );
    expect(refunds).toEqual([expect.objectContaining({ delta: 1, generation_id: done[1]!.id })]);
  });

  it('charges nothing when the balance cannot pay every output (402 with the whole cost)', async () => {
    const { user, token } = await userOnPlan('starter', 2);

    const response = await postBatch(token, {
      category: 'tops',
      models: [model, model, model],
      garments: [garment],
    });

    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'insufficient_credits',
      balance: 2,
      cost: 3,
      shortage: 1,
    });
    expect(await balanceOf(server, user.id)).toBe(2);
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it.each([
    [
      `more than ${MAX_BATCH_OUTPUTS} models`,
      { models: Array(MAX_BATCH_OUTPUTS + 1).fill(model), garments: [garment] },
      { models: { code: 'too_many', max: MAX_BATCH_OUTPUTS } },
    ],
    [
      `more than ${MAX_BATCH_OUTPUTS} garments`,
      { models: [model], garments: Array(MAX_BATCH_OUTPUTS + 1).fill(garment) },
      { garments: { code: 'too_many', max: MAX_BATCH_OUTPUTS } },
    ],
    [
      'several models and several garments',
      { models: [model, model, model], garments: [garment, garment] },
      { garments: { code: 'too_many', max: 1 } },
    ],
    ['no models', { models: [], garments: [garment] }, { models: { code: 'required' } }],
    [
      'a picture given neither way',
      { models: [{ url: 'https://example.com/a.jpg' }], garments: [garment] },
      { models: { code: 'not_allowed' } },
    ],
  ])('refuses %s, naming the field, free', async (_name, lists, fieldIssues) => {
    const { user, token } = await userOnPlan('starter', 20);

    const response = await postBatch(token, { category: 'tops', ...lists });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field_issues: fieldIssues });
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('refuses a category outside the list, naming it', async () => {
    const { token } = await userOnPlan('starter', 5);

    const response = await postBatch(token, {
      category: 'hats',
      models: [model],
      garments: [garment],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field_issues: { category: { code: 'not_allowed' } },
    });
  });
});

describe('a batch under an Idempotency-Key', () => {
  it('replays the whole batch once, charged once; another request under the key is 422', async () => {
    const { user, token } = await userOnPlan('starter', 5);
    const key = randomUUID();
    const body = { category: 'tops', models: [model], garments: [garment, garment] };

    const first = await postBatch(token, body, key);
    const again = await postBatch(token, body, key);
    const other = await postBatch(token, { ...body, category: 'dresses' }, key);

    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const ids = (response: typeof first) =>
      response.json<BatchTryOnResponse>().generations.map((generation) => generation.id);
    expect(ids(again)).toEqual(ids(first));
    expect(again.json<BatchTryOnResponse>().batch_id).toBe(
      first.json<BatchTryOnResponse>().batch_id,
    );
    expect(other.statusCode).toBe(422);
    expect(await generationCount(server, user.id)).toBe(2);
    expect(await balanceOf(server, user.id)).toBe(3);
  });

  it('answers parallel copies of one batch with one batch, charged once', async () => {
    const { user, token } = await userOnPlan('starter', 10);
    const key = randomUUID();
    const body = { category: 'tops', models: [model, model, model], garments: [garment] };

    const answers = await Promise.all(Array.from({ length: 5 }, () => postBatch(token, body, key)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.every((status) => [200, 202, 409].includes(status))).toBe(true);
    expect(await generationCount(server, user.id)).toBe(3);
    expect(await balanceOf(server, user.id)).toBe(7);
  });
});

describe('the history', () => {
  it('lists each output with its batch id, side by side', async () => {
    const { token } = await userOnPlan('starter', 5);
    await postBatch(token, { category: 'tops', models: [model], garments: [garment] });
    const { batch_id } = (
      await postBatch(token, { category: 'tops', models: [model, model], garments: [garment] })
    ).json<BatchTryOnResponse>();

    const list = await server.app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: bearer(token),
    });

    const items = list.json<GenerationListResponse>().items;
    expect(items.map((item) => item.batch_id === batch_id)).toEqual([true, true, false]);
  });
});
