/**
 * A flood of large uploads over a real socket: 24 at once of a 7000x7000 JPEG turned by its EXIF
 * orientation, from three accounts (docs/architecture.md#image-and-video-tools). Nothing may
 * answer 5xx or time out (429 is fine), whatever was accepted is in the library, and sharp never
 * works on more pictures at once than the image slots allow. How fast the server stays is the
 * benchmark's (`npm run bench -- uploads`), not this test's.
 */
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AssetListResponse } from '../../common/contracts/assets';
import { imageSlots, MAX_PARALLEL_IMAGE_WORK } from '../../server/adapters/media/image-slots';
import { bearer, createSignedInUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './test-app';
import { largeRotatedJpeg } from '../helpers/large-rotated-jpeg';

const ACCOUNTS = 3;
const UPLOADS_PER_ACCOUNT = 8;
/** Far beyond any answer of a healthy server: only a stalled one reaches it. */
const STALLED_AFTER_MS = 120_000;

let server: TestApp;
let origin: string;
beforeAll(async () => {
  server = await createTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The peak of the image slots and of sharp's own count of pictures in work, sampled. */
function watchPeaks() {
  const peaks = { slotsActive: 0, slotsWaiting: 0, sharpProcessing: 0 };
  const sample = () => {
    peaks.slotsActive = Math.max(peaks.slotsActive, imageSlots.active);
    peaks.slotsWaiting = Math.max(peaks.slotsWaiting, imageSlots.waiting);
    peaks.sharpProcessing = Math.max(peaks.sharpProcessing, sharp.counters().process);
  };
  const timer = setInterval(sample, 5);
  return { peaks, stop: () => clearInterval(timer) };
}

async function uploadOverSocket(token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${origin}/api/assets`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
    signal: AbortSignal.timeout(STALLED_AFTER_MS),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

it(
  'answers every upload of the flood with 2xx or 429, keeps what it accepted, bounds the decodes',
  async () => {
    const photo = await largeRotatedJpeg();
    const accounts = await Promise.all(
      Array.from({ length: ACCOUNTS }, () => createSignedInUser(server)),
    );
    const watch = watchPeaks();
    const answers = await Promise.all(
      accounts.flatMap(({ token }, account) =>
        Array.from({ length: UPLOADS_PER_ACCOUNT }, async (_, n) => {
          // Bytes after the JPEG's end are ignored by decoders: a file of its own, same pixels.
          const own = Buffer.concat([photo, Buffer.from(`${account}-${n}`)]);
          return { token, ...(await uploadOverSocket(token, own, `camera-${n}.jpg`)) };
        }),
      ),
    );
    watch.stop();

    expect(answers.map(({ status }) => status).filter((s) => ![200, 201, 429].includes(s))).toEqual(
      [],
    );
    // sharp's own count of pictures on libuv's threadpool, then the slots that hold it there.
    expect(watch.peaks.sharpProcessing).toBeLessThanOrEqual(MAX_PARALLEL_IMAGE_WORK);
    expect(watch.peaks.slotsActive).toBe(MAX_PARALLEL_IMAGE_WORK);
    expect(watch.peaks.slotsWaiting).toBeGreaterThan(0);
    for (const { token } of accounts) {
      const accepted = answers.filter((a) => a.token === token && a.status < 300).map((a) => a.id);
      const listed = await server.app.inject({
        url: '/api/assets?limit=50',
        headers: bearer(token),
      });
      const ids = listed.json<AssetListResponse>().items.map((asset) => asset.id);
      expect(ids.sort()).toEqual([...new Set(accepted)].sort());
    }
  },
  STALLED_AFTER_MS * 2,
);
