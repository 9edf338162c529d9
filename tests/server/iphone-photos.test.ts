/**
 * iPhone photos (docs/architecture.md#iphone-photos-heic-and-avif): a HEIC or AVIF sent to the
 * library or as a generation input is a picture, stored as a JPEG, upright by its HEIF rotation
 * (`irot`) and resized like every upload; a HEIC that does not decode is 422 heic_unreadable, and
 * one whose header is over the pixel bound 422 image_too_large, with nothing charged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { MAX_DECODE_PIXELS, MAX_UPLOAD_EDGE_PX } from '../../common/media';
import { claimingSize, encodeHeif, type HeifFormat, withRotation } from '../helpers/heif-files';
import { createSignedInUser } from './helpers/accounts';
import { filesIn, upload } from './helpers/assets';
import { balanceOf, postTryOn, SAMPLE_TRYON, signedInUserWithCredits } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A 3000 x 2000 landscape PNG, its top half red and its bottom half blue, opaque as a photo. */
async function redOverBlue(): Promise<Buffer> {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 3000, height: 1000, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: BLUE } })
    .composite([
      { input: await half(RED), top: 0, left: 0 },
      { input: await half(BLUE), top: 1000, left: 0 },
    ])
    .removeAlpha()
    .png()
    .toBuffer();
}

/**
 * The photo as an iPhone held upright stores it: landscape pixels turned a quarter anticlockwise
 * on display (`irot`), so it shows portrait, red on the left.
 */
const photos = new Map<HeifFormat, Buffer>();
beforeAll(async () => {
  const png = await redOverBlue();
  for (const format of ['heic', 'avif'] as const)
    photos.set(format, withRotation(encodeHeif(png, format), 1));
});
const photo = (format: HeifFormat) => photos.get(format)!;

/** A portrait 3000 px tall fits 2048 px: 1365 x 2048. */
const STORED_SIZE = [1365, MAX_UPLOAD_EDGE_PX];

async function expectUprightJpeg(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  expect([format, width, height]).toEqual(['jpeg', ...STORED_SIZE]);
  const colourAt = async (left: number) => {
    const { data } = await sharp(bytes)
      .extract({ left, top: 1024, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data[0]! > 200 && data[2]! < 60
      ? 'red'
      : data[2]! > 200 && data[0]! < 60
        ? 'blue'
        : 'other';
  };
  expect([await colourAt(100), await colourAt(1265)]).toEqual(['red', 'blue']);
}

describe.each(['heic', 'avif'] as const)('an iPhone photo as %s', (format) => {
  it('is stored in the library as an upright JPEG picture, resized', async () => {
    const { token } = await createSignedInUser(server);
    const response = await upload(server, token, photo(format), `IMG_0001.${format.toUpperCase()}`);

    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json<Asset>();
    expect([asset.kind, asset.mime_type, asset.width, asset.height]).toEqual([
      'image',
      'image/jpeg',
      ...STORED_SIZE,
    ]);
    const file = await server.app.inject({ url: asset.url });
    await expectUprightJpeg(file.rawPayload);
    expect(asset.thumbnail_url).not.toBeNull();
    const thumbnail = await server.app.inject({ url: asset.thumbnail_url! });
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
  });

  it('is stored as an upright JPEG generation input', async () => {
    const { user, token } = await signedInUserWithCredits(server, 1);
    const response = await postTryOn(server, token, {
      ...SAMPLE_TRYON,
      model: { file: photo(format), name: `IMG_0002.${format}` },
    });

    expect(response.statusCode, response.body).toBe(202);
    const inputsDir = path.join(server.storageDir, 'generation-inputs', user.id);
    const jpegs = filesIn(inputsDir).filter((name) => name.endsWith('.jpg'));
    const stored = await Promise.all(
      jpegs.map(async (name) => {
        const bytes = readFileSync(path.join(inputsDir, name));
        const { width, height } = await sharp(bytes).metadata();
        return { bytes, size: [width, height] };
      }),
    );
    const input = stored.find(({ size }) => size[1] === MAX_UPLOAD_EDGE_PX);
    expect(input, `inputs stored: ${jpegs.join(', ')}`).toBeDefined();
    await expectUprightJpeg(input!.bytes);
  });
});

describe('a HEIC that cannot be used', () => {
  const answerOf = (response: Awaited<ReturnType<typeof upload>>) => ({
    status: response.statusCode,
    code: response.json<{ code: string }>().code,
  });
  const unreadable = { status: 422, code: 'heic_unreadable' };

  it('is refused 422 heic_unreadable when cut short', async () => {
    const { token } = await createSignedInUser(server);
    const truncated = photo('heic').subarray(0, Math.floor(photo('heic').length / 2));
    expect(answerOf(await upload(server, token, truncated, 'cut.heic'))).toEqual(unreadable);
  });

  it('is refused 422 heic_unreadable when it holds no picture', async () => {
    const { token } = await createSignedInUser(server);
    // A HEIF's file-type box and nothing else: no meta box, so no picture.
    const header = photo('heic').subarray(0, photo('heic').readUInt32BE(0));
    expect(answerOf(await upload(server, token, header, 'empty.heic'))).toEqual(unreadable);
  });

  it('is refused 422 heic_unreadable as a generation input, with nothing charged', async () => {
    const { user, token } = await signedInUserWithCredits(server, 1);
    const truncated = photo('heic').subarray(0, 400);
    const response = await postTryOn(server, token, {
      ...SAMPLE_TRYON,
      model: { file: truncated, name: 'cut.heic' },
    });
    expect(answerOf(response)).toEqual(unreadable);
    expect(await balanceOf(server, user.id)).toBe(1);
  });

  it('is refused 422 image_too_large when its header claims more than the pixel bound', async () => {
    const { token } = await createSignedInUser(server);
    const side = Math.ceil(Math.sqrt(MAX_DECODE_PIXELS)) + 1;
    const huge = claimingSize(encodeHeif(await redOverBlue(), 'heic'), side, side);
    expect(answerOf(await upload(server, token, huge, 'huge.heic'))).toEqual({
      status: 422,
      code: 'image_too_large',
    });
  });
});

describe('decoding a HEIC', () => {
  /** A 2800 x 2100 photo of noise: seconds of wasm decoding, as a real photo's detail takes. */
  async function noisyHeic(): Promise<Buffer> {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    // sharp's types ask for a background; with noise it is not drawn.
    const create = {
      width: 2800,
      height: 2100,
      channels: 3 as const,
      background: '#808080',
      noise,
    };
    const png = await sharp({ create }).png().toBuffer();
    return encodeHeif(png, 'heic');
  }

  it('leaves the event loop free: the wasm runs in a worker thread', async () => {
    const { token } = await createSignedInUser(server);
    const heic = await noisyHeic();
    const delay = monitorEventLoopDelay({ resolution: 20 });
    delay.enable();
    const started = performance.now();
    const response = await upload(server, token, heic, 'detail.heic');
    const took = performance.now() - started;
    delay.disable();

    expect(response.statusCode, response.body).toBe(201);
    // The decode itself takes seconds; on the main thread the loop would stall for nearly all of
    // it. A ratio, not a fixed bound, so a loaded machine's pauses do not fail the test.
    const longestStallMs = delay.max / 1e6;
    expect({ longestStallMs, took, under: longestStallMs < took / 2 }).toMatchObject({
      under: true,
    });
  }, 90_000);
});
