import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { bearer, createSignedInUser } from './helpers/accounts';
import { makeJpeg, makePng, uploadAsset } from './helpers/assets';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, type TestApp } from './test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const clock = createTestClock();

let server: TestApp;
let asset: Asset;
let otherUsersAsset: Asset;
beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
  const { token } = await createSignedInUser(server);
  asset = await uploadAsset(server, token, await makeJpeg(400, 300));
  const other = await createSignedInUser(server);
  otherUsersAsset = await uploadAsset(server, other.token, await makePng());
});
afterAll(() => server.close());

const get = (url: string, headers = {}) => server.app.inject({ method: 'GET', url, headers });

/** The URL with one query parameter changed. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

const expectRefused = (response: Awaited<ReturnType<typeof get>>) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    code: 'invalid_signature',
    message: 'This link is invalid or has expired.',
  });
};

describe('GET /media/:assetId/:variant', () => {
  it('serves the file inline, privately cached for the link’s hour, never sniffed', async () => {
    const response = await get(asset.url);

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(asset.byte_size),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
    });
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('serves the thumbnail as WebP', async () => {
    const response = await get(asset.thumbnail_url!);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('needs no Authorization header, and a link expires after an hour', async () => {
    expect((await get(asset.url)).statusCode).toBe(200);
    clock.advance(66 * 60 * 1000);
    try {
      expectRefused(await get(asset.url));
    } finally {
      clock.advance(-66 * 60 * 1000);
    }
  });

  it.each([
    ['a changed signature', (url: string) => withParam(url, 'sig', 'A'.repeat(43))],
    ['a later expiry', (url: string) => withParam(url, 'exp', '99999999999')],
    ['no signature', (url: string) => url.split('?')[0]!],
    [
      'the thumbnail’s signature on the file',
      () => asset.thumbnail_url!.replace('/thumbnail', '/file'),
    ],
    ['another asset’s id', (url: string) => url.replace(asset.id, otherUsersAsset.id)],
  ])('refuses %s with 403 invalid_signature', async (_name, change) => {
    expectRefused(await get(change(asset.url)));
  });

  it('answers a Range request with that part of the file (206), as video players send it', async () => {
    const whole = (await get(asset.url)).rawPayload;

    const first = await get(asset.url, { range: 'bytes=0-9' });
    const rest = await get(asset.url, { range: 'bytes=10-' });

    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${whole.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 10-${whole.length - 1}/${whole.length}`);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(whole)).toBe(true);
  });

  it('answers a range past the end with 416, and a range it does not serve with the whole file', async () => {
    const past = await get(asset.url, { range: `bytes=${asset.byte_size}-` });
    const suffix = await get(asset.url, { range: 'bytes=-10' });

    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${asset.byte_size}`);
    expect(suffix.statusCode).toBe(200);
    expect(suffix.rawPayload).toHaveLength(asset.byte_size);
  });

  it('answers 404 once the asset is deleted, even with a valid link', async () => {
    const { token } = await createSignedInUser(server);
    const doomed = await uploadAsset(server, token, await makePng());
    await server.app.inject({
      method: 'DELETE',
      url: `/api/assets/${doomed.id}`,
      headers: bearer(token),
    });

    const response = await get(doomed.url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('never answers an unknown /media/ path with the app shell', async () => {
    const response = await get('/media/not-a-media-path', HTML);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
