/**
 * STORAGE_REDIRECT=1 (docs/storage.md#serving-media): once the app's own signature passes,
 * /media/... answers a redirect to a short-lived presigned GET on the bucket, which a real local
 * S3 server then serves, ranges included; a bad signature is refused before any URL is signed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './helpers/accounts';
import { makeJpeg, uploadAsset } from './helpers/assets';
import { signedInUserWithCredits, startTryOn, waitUntilFinished } from './helpers/generations';
import { startS3Server, type TestS3Server } from './fakes/s3-server';
import { createTestApp, type TestApp } from './test-app';

let s3: TestS3Server;
let bucket: string;
let server: TestApp;
/** When the storage signs; real time unless a test pins it. */
let signingTime: number | undefined;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.newBucket();
  server = await createTestApp({
    storage: s3.storage(bucket, { clock: () => new Date(signingTime ?? Date.now()) }),
    env: { STORAGE_URL: s3.storageUrl(bucket), STORAGE_REDIRECT: '1' },
    workers: true,
  });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('/media with STORAGE_REDIRECT=1', () => {
  it('redirects a signed asset URL to a presigned GET that the bucket serves, ranges too', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg(90, 60), 'shop.jpg');
    const stored = (await s3.list(bucket)).find((object) => object.key.endsWith(`${asset.id}.jpg`));

    const answer = await server.app.inject({ url: asset.url });
    const location = answer.headers.location ?? '';
    const whole = await fetch(location);
    const part = await fetch(location, { headers: { range: 'bytes=0-3' } });

    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
    expect(location.startsWith(`${s3.endpoint}/${bucket}/${stored?.key}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await whole.arrayBuffer()).byteLength).toBe(stored?.size);
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(
      Buffer.from(await (await fetch(location)).arrayBuffer()).subarray(0, 4),
    );
  });

  it('gives the same URL for the same file within a signing step, so the browser caches it', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg(30, 30), 'again.jpg');

    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const locationAt = async (time: number) => {
      signingTime = time;
      return (await server.app.inject({ url: asset.thumbnail_url! })).headers.location;
    };

    try {
      const first = await locationAt(minute + 1_000);
      const sameMinute = await locationAt(minute + 59_000);
      const nextMinute = await locationAt(minute + 61_000);

      expect(first).toMatch(/^http/);
      expect(sameMinute).toBe(first);
      expect(nextMinute).not.toBe(first);
    } finally {
      signingTime = undefined;
    }
  });

  it('refuses a tampered link with 403 and a deleted asset with 404, signing nothing', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg(30, 30), 'gone.jpg');
    const tampered = asset.url.replace(/sig=./, (start) =>
      start.endsWith('A') ? 'sig=B' : 'sig=A',
    );
    await server.app.inject({
      method: 'DELETE',
      url: `/api/assets/${asset.id}`,
      headers: { authorization: `Bearer ${token}` },
    });

    const refused = await server.app.inject({ url: tampered });
    const gone = await server.app.inject({ url: asset.url });

    expect([refused.statusCode, refused.headers.location]).toEqual([403, undefined]);
    expect([gone.statusCode, gone.headers.location]).toEqual([404, undefined]);
  });

  it('redirects a generation’s result too', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const done = await waitUntilFinished(server, token, (await startTryOn(server, token)).id);

    const answer = await server.app.inject({ url: done.result_url! });
    const result = await fetch(answer.headers.location ?? '');

    expect(answer.statusCode).toBe(302);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^image\//);
  });

  it('lets the pages load pictures and videos from the bucket’s origin', async () => {
    const page = await server.app.inject({ url: '/api/config' });
    const policy = page.headers['content-security-policy'] as string;

    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(policy).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
  });
});
