/**
 * Serving a 2 MB media file three ways (docs/storage.md#serving-media): from local disk through
 * the app, from an S3 bucket through the app (the default with STORAGE_URL), and from the bucket
 * after the app's redirect to a presigned GET (STORAGE_REDIRECT=1). Each app listens on a real
 * socket; the bucket is a local S3 server (s3rver), so the figures show what each path costs on
 * this machine, not a far-away store's latency. Time to first byte and to the last, median of N,
 * the three ways taking turns so that all see the same machine.
 */
import { randomBytes } from 'node:crypto';
import { startS3Server } from '../server/fakes/s3-server';
import { createSignedInUser } from '../server/helpers/accounts';
import { makeJpeg, uploadAsset } from '../server/helpers/assets';
import { createTestApp, queryRows, type TestApp } from '../server/test-app';
import { type Figure, median } from './harness';

const RUNS = 25;
const WARM_UP = 3;

/** The media file served: 2 MB of noise, which no compression on the way can shrink. */
const FILE_BYTES = 2_000_000;

/**
 * Starts the app on a free port with one asset whose stored file is FILE_BYTES long (the upload
 * re-encodes pictures, so its file is replaced in storage under the same key); its signed URL.
 */
async function served(server: TestApp): Promise<string> {
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await createSignedInUser(server);
  const asset = await uploadAsset(server, token, await makeJpeg(64, 64), 'bench.jpg');
  const [row] = await queryRows<{ storage_key: string }>(
    server.database,
    `SELECT storage_key FROM assets WHERE id = '${asset.id}'`,
  );
  await server.storage.put(row!.storage_key, randomBytes(FILE_BYTES), 'image/jpeg');
  return `${origin}${asset.url}`;
}

/** One GET, redirects followed: ms to the first body byte and to the last, and bytes read. */
async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.value.length;
  }
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { firstByteMs, fullMs: performance.now() - started, bytes };
}

export async function storageServing(): Promise<Figure[]> {
  const s3 = await startS3Server();
  const servers: TestApp[] = [];
  try {
    const proxiedBucket = await s3.newBucket();
    const redirectedBucket = await s3.newBucket();
    const appOn = async (options: Parameters<typeof createTestApp>[0]) => {
      const server = await createTestApp(options);
      servers.push(server);
      return served(server);
    };
    const ways = {
      'local disk, through the app': await appOn({}),
      'S3, through the app (default)': await appOn({
        storage: s3.storage(proxiedBucket),
        env: { STORAGE_URL: s3.storageUrl(proxiedBucket) },
      }),
      'S3, redirect to a presigned GET': await appOn({
        storage: s3.storage(redirectedBucket),
        env: { STORAGE_URL: s3.storageUrl(redirectedBucket), STORAGE_REDIRECT: '1' },
      }),
    };
    const times = Object.fromEntries(
      Object.keys(ways).map((way) => [way, { first: [] as number[], full: [] as number[] }]),
    );
    let size = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      for (const [way, url] of Object.entries(ways)) {
        const { firstByteMs, fullMs, bytes: read } = await timedGet(url);
        size = read;
        if (run < WARM_UP) continue;
        times[way]!.first.push(firstByteMs);
        times[way]!.full.push(fullMs);
      }
    }
    return [
      { name: 'file size', value: Math.round(size / 1000), unit: 'kB' },
      ...Object.entries(times).flatMap(([way, { first, full }]) => [
        { name: `${way}: first byte, median of ${RUNS}`, value: median(first), unit: 'ms' },
        { name: `${way}: whole file, median of ${RUNS}`, value: median(full), unit: 'ms' },
      ]),
    ];
  } finally {
    for (const server of servers) await server.close();
    await s3.close();
  }
}
