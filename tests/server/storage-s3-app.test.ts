/**
 * The app with its files in an S3 bucket (a real local S3 server, tests/server/fakes/s3-server.ts)
 * instead of on disk: uploads, Range reads through /media, deleting an asset or a generation,
 * the data export and account erasure, each checked in the bucket itself (docs/storage.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataExportSchema } from '../../common/contracts/account';
import { bearer, createSignedInUser, DEFAULT_PASSWORD } from './helpers/accounts';
import { makeJpeg, uploadAsset } from './helpers/assets';
import {
  sampleGarment,
  signedInUserWithCredits,
  startTryOn,
  waitUntilFinished,
} from './helpers/generations';
import { sharpTryOnEngine } from './helpers/test-engines';
import { createTestClock } from './helpers/test-clock';
import { startS3Server, type TestS3Server } from './fakes/s3-server';
import { createTestApp, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const clock = createTestClock();
let s3: TestS3Server;
let bucket: string;
let server: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.newBucket();
  server = await createTestApp({
    storage: s3.storage(bucket),
    env: { STORAGE_URL: s3.storageUrl(bucket) },
    clock: clock.now,
    workers: true,
  });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
beforeEach(() => server.engine.use(sharpTryOnEngine()));

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const keysInBucket = async () => (await s3.list(bucket)).map((object) => object.key);
/** The keys named after an id (an asset's, a user's, a generation's). */
const keysOf = async (id: string) => (await keysInBucket()).filter((key) => key.includes(id));

/** Runs the hourly account maintenance as if `days` had passed. */
async function maintenanceAfter(days: number) {
  clock.advance(days * DAY_MS);
  try {
    await server.accountJobs!.runMaintenance();
  } finally {
    clock.advance(-days * DAY_MS);
  }
}

describe('the asset library on S3', () => {
  it('stores an upload in the bucket and serves it whole and by range through /media', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg(120, 90), 'shop.jpg');
    const stored = (await s3.list(bucket)).find((object) => object.key.endsWith(`${asset.id}.jpg`));

    const whole = await call('GET', asset.url);
    const part = await server.app.inject({ url: asset.url, headers: { range: 'bytes=2-9' } });

    expect(await keysOf(asset.id)).toHaveLength(2); // the file and its thumbnail
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.rawPayload.length).toBe(stored?.size);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${stored?.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(2, 10))).toBe(true);
  });

  it('removes an asset’s file and thumbnail from the bucket when the asset is deleted', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg(60, 60), 'gone.jpg');
    expect(await keysOf(asset.id)).toHaveLength(2);

    const deleted = await call('DELETE', `/api/assets/${asset.id}`, token);

    expect(deleted.statusCode).toBe(204);
    expect(await keysOf(asset.id)).toEqual([]);
    expect((await call('GET', asset.url)).statusCode).toBe(404);
  });
});

describe('generations on S3', () => {
  it('stores the result in the bucket, and deleting removes it with the unused inputs', async () => {
    const { token } = await signedInUserWithCredits(server, 10);
    const queued = await startTryOn(server, token, {
      model: { file: await makeJpeg(50, 50) },
      garment: sampleGarment,
      category: 'tops',
    });
    const done = await waitUntilFinished(server, token, queued.id);
    expect(done.status).toBe('success');
    const before = await keysInBucket();
    const result = await call('GET', done.result_url!);

    const deleted = await call('DELETE', `/api/generations/${done.id}`, token);

    expect(result.statusCode).toBe(200);
    expect(Number(result.headers['content-length'])).toBeGreaterThan(0);
    expect(deleted.statusCode).toBe(204);
    const after = await keysInBucket();
    expect(before.filter((key) => key.includes(done.id))).toHaveLength(2);
    expect(after.filter((key) => key.includes(done.id))).toEqual([]);
    // The result, its thumbnail and both inputs: no other generation of the user uses them.
    expect(before.length - after.length).toBe(4);
  });
});

describe('the profile’s data on S3', () => {
  it('writes the data export into the bucket, downloads it, and sweeps it once expired', async () => {
    const { user, token } = await createSignedInUser(server);
    await uploadAsset(server, token, await makeJpeg(70, 50), 'mine.jpg');
    const requested = await call('POST', '/api/account/exports', token);
    await server.accountJobs!.buildDataExport(requested.json<{ id: string }>().id);
    const [ready] = (await call('GET', '/api/account/exports', token)).json<{
      exports: unknown[];
    }>().exports;
    const exportRow = dataExportSchema.parse(ready);
    const zipKey = `exports/${user.id}/${exportRow.id}.zip`;
    const inBucket = (await s3.list(bucket)).find((object) => object.key === zipKey);

    const download = await call('GET', exportRow.download_url!);

    expect(inBucket?.size).toBe(exportRow.byte_size);
    expect((await s3.head(bucket, zipKey)).ContentType).toBe('application/zip');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(download.rawPayload.length).toBe(exportRow.byte_size);
    await maintenanceAfter(8);
    expect(await keysInBucket()).not.toContain(zipKey);
  });

  it('erases the account’s files from the bucket once the grace period is over', async () => {
    const { token } = await createSignedInUser(server);
    const erased = await uploadAsset(server, token, await makeJpeg(40, 40), 'erase-me.jpg');
    const other = await createSignedInUser(server);
    const kept = await uploadAsset(server, other.token, await makeJpeg(40, 40), 'keep-me.jpg');
    await call('POST', '/api/account/deletion', token, { password: DEFAULT_PASSWORD });
    expect(await keysOf(erased.id)).toHaveLength(2);

    await maintenanceAfter(8);

    expect(await keysOf(erased.id)).toEqual([]);
    expect(await keysOf(kept.id)).toHaveLength(2);
  });
});
