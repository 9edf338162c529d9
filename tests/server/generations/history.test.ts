import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CommunityResponse,
  DashboardStats,
  Generation,
  GenerationListResponse,
  SharedGeneration,
} from '../../../common/contracts/generations';
import { bearer } from '../helpers/accounts';
import { filesIn, makeJpeg } from '../helpers/assets';
import {
  balanceOf,
  ledgerOf,
  sampleGarment,
  startTryOn,
  waitUntilFinished,
  signedInUserWithCredits,
} from '../helpers/generations';
import {
  failingEngine,
  heldEngine,
  providerHiccup,
  sharpTryOnEngine,
} from '../helpers/test-engines';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
});
afterAll(() => server.close());
beforeEach(() => server.engine.use(sharpTryOnEngine()));

const call = (
  method: 'GET' | 'DELETE' | 'PUT' | 'POST',
  url: string,
  token?: string,
  payload?: object,
) => server.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

async function finishedTryOn(token: string) {
  return waitUntilFinished(server, token, (await startTryOn(server, token)).id);
}

async function list(token: string, query = '') {
  const response = await call('GET', `/api/generations${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<GenerationListResponse>();
}

describe('GET /api/generations', () => {
  it('lists newest first, filters by status, and pages with a cursor and a total', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const ok = [await finishedTryOn(token), await finishedTryOn(token), await finishedTryOn(token)];
    server.engine.use(failingEngine(Infinity, providerHiccup));
    const failed = await finishedTryOn(token);

    const all = await list(token);
    const firstPage = await list(token, '?limit=2');
    const secondPage = await list(token, `?limit=2&cursor=${firstPage.next_cursor}`);
    const completed = await list(token, '?status=completed');
    const failures = await list(token, '?status=failed&service=virtual-tryon');
    const processing = await list(token, '?status=processing');
    const otherService = await list(token, '?service=image-to-video');

    expect(all.items.map((item) => item.id)).toEqual([failed.id, ...ok.map((g) => g.id).reverse()]);
    expect(all.total).toBe(4);
    expect(firstPage.items.map((item) => item.id)).toEqual(all.items.slice(0, 2).map((g) => g.id));
    expect(secondPage.items.map((item) => item.id)).toEqual(all.items.slice(2).map((g) => g.id));
    expect(secondPage.next_cursor).toBeNull();
    expect(firstPage.total).toBe(4);
    expect([completed.total, failures.total, processing.total, otherService.total]).toEqual([
      3, 1, 0, 0,
    ]);
    expect(failures.items[0]).toMatchObject({ id: failed.id, error_code: 'provider_failed' });
  });

  it('counts a queued or running generation under Processing', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const engine = heldEngine();
    server.engine.use(engine);
    const running = await startTryOn(server, token);
    await engine.started;

    const processing = await list(token, '?status=processing');

    expect(processing.items.map((item) => item.id)).toEqual([running.id]);
    engine.release();
    await waitUntilFinished(server, token, running.id);
  });

  it('refuses a bad cursor with 400', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    expect((await call('GET', '/api/generations?cursor=nonsense', token)).statusCode).toBe(400);
  });
});

describe('DELETE /api/generations/:id', () => {
  it('deletes a finished generation and its files', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const done = await waitUntilFinished(
      server,
      token,
      (
        await startTryOn(server, token, {
          model: { file: await makeJpeg(50, 50) },
          garment: sampleGarment,
          category: 'tops',
        })
      ).id,
    );
    const before = filesIn(server.storageDir);

    const deleted = await call('DELETE', `/api/generations/${done.id}`, token);

    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/generations/${done.id}`, token)).statusCode).toBe(404);
    const after = filesIn(server.storageDir);
    expect(before.filter((file) => file.includes(done.id))).toHaveLength(2);
    expect(after.filter((file) => file.includes(done.id))).toEqual([]);
    // Its result, thumbnail and both inputs: no other generation of the user uses them.
    expect(before.length - after.length).toBe(4);
    expect((await call('GET', done.result_url!)).statusCode).toBe(404);
  });

  it('refuses a running generation with 409', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const engine = heldEngine();
    server.engine.use(engine);
    const running = await startTryOn(server, token);
    await engine.started;

    const refused = await call('DELETE', `/api/generations/${running.id}`, token);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'generation_running' });
    engine.release();
    await waitUntilFinished(server, token, running.id);
  });
});

describe('POST /api/generations/:id/regenerate', () => {
  it('queues a new generation with the same inputs and category, and charges again', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const source = await finishedTryOn(token);
    const key = randomUUID();

    const response = await server.app.inject({
      method: 'POST',
      url: `/api/generations/${source.id}/regenerate`,
      headers: { ...bearer(token), 'idempotency-key': key },
    });
    const replay = await server.app.inject({
      method: 'POST',
      url: `/api/generations/${source.id}/regenerate`,
      headers: { ...bearer(token), 'idempotency-key': key },
    });
    const noKey = await call('POST', `/api/generations/${source.id}/regenerate`, token);

    expect(response.statusCode).toBe(202);
    const again = response.json<{ generation: Generation }>().generation;
    expect(again.id).not.toBe(source.id);
    expect(again.category).toBe(source.category);
    expect(replay.statusCode).toBe(200);
    expect(noKey.statusCode).toBe(400);
    const done = await waitUntilFinished(server, token, again.id);
    expect(done.status).toBe('success');
    expect(await balanceOf(server, user.id)).toBe(3);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'generation'),
    ).toHaveLength(2);
    // Same stored inputs: deleting the source keeps the regeneration's inputs readable.
    await call('DELETE', `/api/generations/${source.id}`, token);
    for (const input of done.inputs) {
      expect((await call('GET', input.url)).statusCode).toBe(200);
    }
  });
});

describe('sharing', () => {
  it('publishes the result at /share/<token> while on, and 404s once off', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const done = await finishedTryOn(token);

    const on = await call('PUT', `/api/generations/${done.id}/share`, token, { shared: true });
    const shareToken = on.json<Generation>().share_url!.split('/').at(-1)!;
    const seen = await call('GET', `/api/share/${shareToken}`);
    const community = await call('GET', '/api/community?limit=5');
    const off = await call('PUT', `/api/generations/${done.id}/share`, token, { shared: false });
    const gone = await call('GET', `/api/share/${shareToken}`);

    expect(on.statusCode).toBe(200);
    expect(on.json<Generation>()).toMatchObject({
      shared: true,
      share_url: `/share/${shareToken}`,
    });
    expect(seen.statusCode).toBe(200);
    const shared = seen.json<SharedGeneration>();
    expect(shared).toMatchObject({ id: done.id, share_url: `/share/${shareToken}` });
    expect(Object.keys(shared)).not.toContain('inputs');
    expect((await call('GET', shared.result_url)).statusCode).toBe(200);
    expect(community.json<CommunityResponse>().items.map((item) => item.id)).toContain(done.id);
    expect(off.json<Generation>()).toMatchObject({ shared: false, share_url: null });
    expect(gone.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/community')).json<CommunityResponse>().items.map((i) => i.id),
    ).not.toContain(done.id);
  });

  it('refuses to share a failed generation (409)', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    server.engine.use(failingEngine(Infinity, providerHiccup));
    const failed = await finishedTryOn(token);

    const refused = await call('PUT', `/api/generations/${failed.id}/share`, token, {
      shared: true,
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'generation_not_shareable' });
  });
});

describe('GET /api/dashboard', () => {
  it('counts the user’s credits, generations by status and service, and assets', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    await finishedTryOn(token);
    server.engine.use(failingEngine(Infinity, providerHiccup));
    await finishedTryOn(token);

    const response = await call('GET', '/api/dashboard', token);

    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardStats>()).toEqual({
      credits: 4,
      total_generations: 2,
      completed: 1,
      processing: 0,
      failed: 1,
      assets: 0,
      per_service: {
        'virtual-tryon': 2,
        'image-editing': 0,
        'image-to-video': 0,
        'body-generator': 0,
        'hairstyle-changer': 0,
      },
    });
    expect((await call('GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('another user', () => {
  it('gets 404 for every route of someone else’s generation', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const { token: otherToken } = await signedInUserWithCredits(server, 10);
    const done = await finishedTryOn(token);
    const url = `/api/generations/${done.id}`;

    const answers = [
      await call('GET', url, otherToken),
      await call('DELETE', url, otherToken),
      await call('PUT', `${url}/share`, otherToken, { shared: true }),
      await server.app.inject({
        method: 'POST',
        url: `${url}/regenerate`,
        headers: { ...bearer(otherToken), 'idempotency-key': randomUUID() },
      }),
      await call('GET', `${url}/events?access_token=${otherToken}`),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await call('GET', url, token)).statusCode).toBe(200);
  });
});
