/** The web tests' fake API (tests/web/fake-api/): routing, recording, and its loud failures. */
import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '../../common/contracts/client-config';
import { dashboardStatsSchema } from '../../common/contracts/generations';
import { studiosResponseSchema } from '../../common/contracts/studios';
import { STUDIOS_IN_ORDER } from '../../common/studios/studios';
import { finishFakeApi, installFakeApi } from './fake-api/fake-api';

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(path, { method: 'POST', body, headers });

describe('the fake API', () => {
  it('fails the test on a request no route takes, naming its method and URL', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/dashboard', () => ({}));
    await expect(fetch('/api/dashbord?x=1')).rejects.toThrow(
      'The fake API has no route for GET /api/dashbord?x=1',
    );
    await expect(fetch('/api/dashboard', { method: 'DELETE' })).rejects.toThrow(
      'no route for DELETE /api/dashboard',
    );
    expect(() => finishFakeApi()).toThrow(/GET \/api\/dashbord\?x=1\n {2}DELETE \/api\/dashboard/);
  });

  it('answers the rest with otherwise() when a test allows it', async () => {
    const api = installFakeApi();
    api.otherwise(() => api.reply(404, { code: 'not_found' }));
    const response = await fetch('/api/anything');
    expect(response.status).toBe(404);
    expect(() => finishFakeApi()).not.toThrow();
  });

  it('routes by method and pattern, with the named segments and the parsed JSON body', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/ai/:service', () => 'the GET');
    api.on('POST', '/api/ai/:service', ({ params, body, headers }) => ({
      params,
      body,
      key: headers.get('Idempotency-Key'),
    }));
    const response = await post('/api/ai/body-generator', JSON.stringify({ height_cm: 165 }), {
      'idempotency-key': 'key-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      params: { service: 'body-generator' },
      body: { height_cm: 165 },
      key: 'key-1',
    });
    expect(await (await fetch('/api/ai/x')).json()).toBe('the GET');
    // A segment more or less is another path.
    await expect(fetch('/api/ai')).rejects.toThrow('no route');
    await expect(fetch('/api/ai/x/y')).rejects.toThrow('no route');
    expect(() => finishFakeApi()).toThrow();
  });

  it('takes the rest of a path with a final *', async () => {
    const api = installFakeApi();
    api.on('GET', '/media/*', ({ params }) => params);
    expect(await (await fetch('/media/assets/a%201/file?sig=x')).json()).toEqual({
      '*': 'assets/a 1/file',
    });
    await expect(fetch('/media/')).rejects.toThrow('no route');
    expect(() => finishFakeApi()).toThrow();
  });

  it('answers with the later of two routes of one path, so a test can change its answer', async () => {
    const api = installFakeApi({ appDefaults: true });
    api.on('GET', '/api/dashboard', () => api.reply(500, { code: 'internal_error' }));
    expect((await fetch('/api/dashboard')).status).toBe(500);
    api.on('GET', '/api/dashboard', () => undefined);
    expect((await fetch('/api/dashboard')).status).toBe(204);
  });

  it('sends a Response as it is, and rejects the fetch when the handler throws', async () => {
    const api = installFakeApi();
    api.on('GET', '/media/*', () => new Response('bytes', { status: 206 }));
    api.on('GET', '/api/generations', () => {
      throw new TypeError('Failed to fetch');
    });
    const file = await fetch('/media/x');
    expect([file.status, await file.text()]).toEqual([206, 'bytes']);
    await expect(fetch('/api/generations')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('rejects an aborted request, as a browser does', async () => {
    const api = installFakeApi();
    let answer: (value: unknown) => void = () => undefined;
    api.on('GET', '/api/slow', () => new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const slow = fetch('/api/slow', { signal: controller.signal });
    controller.abort();
    answer({});
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('records every request: method, URL, headers and its JSON or FormData body', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/ai/:service', () => api.reply(202, {}));
    api.on('PATCH', '/api/account', () => ({}));
    const form = new FormData();
    form.set('category', 'tops');
    await post('/api/ai/virtual-tryon', form, { 'idempotency-key': 'key-1' });
    await fetch('/api/account', { method: 'PATCH', body: JSON.stringify({ name: 'Hoa' }) });
    await post('/api/ai/hairstyle-changer?debug=1', 'plain text');

    const generations = api.calls('POST', '/api/ai/:service');
    expect(generations.map((call) => call.params.service)).toEqual([
      'virtual-tryon',
      'hairstyle-changer',
    ]);
    expect(generations[0]!.body).toBe(form);
    expect(generations[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(generations[1]!.body).toBe('plain text');
    expect(generations[1]!.url.searchParams.get('debug')).toBe('1');
    expect(api.calls('PATCH', '/api/account')[0]!.body).toEqual({ name: 'Hoa' });
    expect(api.calls('PATCH', '/api/ai/:service')).toEqual([]);
    expect(api.calls().map((call) => call.method)).toEqual(['POST', 'PATCH', 'POST']);
  });

  it("answers the app shell's calls on request, read from the registry and the contracts", async () => {
    installFakeApi({ appDefaults: true });
    const read = async (path: string) => (await fetch(path)).json() as Promise<unknown>;
    const { studios } = studiosResponseSchema.parse(await read('/api/studios'));
    expect(studios.map((studio) => [studio.service, studio.cost])).toEqual(
      STUDIOS_IN_ORDER.map((studio) => [studio.service, studio.cost]),
    );
    expect(clientConfigSchema.parse(await read('/api/config')).devTools).toBe(false);
    expect(dashboardStatsSchema.parse(await read('/api/dashboard')).credits).toBe(5);
    expect(await read('/api/community')).toEqual({ items: [] });
  });

  it('puts the real fetch back when the test ends', () => {
    const real = globalThis.fetch;
    installFakeApi();
    expect(globalThis.fetch).not.toBe(real);
    finishFakeApi();
    expect(globalThis.fetch).toBe(real);
  });
});
