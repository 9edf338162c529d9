/**
 * The pixel bound of pictures users send (docs/architecture.md#image-and-video-tools): over
 * MAX_DECODE_PIXELS, read from the header, every upload route answers 422 image_too_large; under
 * it, a camera original is stored as the app would have sent it, its long edge at
 * MAX_UPLOAD_EDGE_PX, upright.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { MAX_DECODE_PIXELS, MAX_UPLOAD_EDGE_PX } from '../../common/media';
import { bearer, createSignedInUser } from './helpers/accounts';
import { filesIn, imageOf, multipartBody, upload } from './helpers/assets';
import { balanceOf, postTryOn, SAMPLE_TRYON, signedInUserWithCredits } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** A 35 MP photo as a camera stores it: landscape pixels, EXIF orientation 6 (portrait). */
const cameraOriginal = () =>
  imageOf(7000, 5000).jpeg({ quality: 70 }).withMetadata({ orientation: 6 }).toBuffer();

/**
 * A small JPEG whose frame header claims `width` x `height`: only a decoder that trusted the
 * header would allocate for it.
 */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await imageOf(64, 64).jpeg().toBuffer());
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  // SOF0: marker (2), length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

describe('a camera original under the bound', () => {
  it('is stored upright with its long edge at MAX_UPLOAD_EDGE_PX in the library', async () => {
    const { token } = await createSignedInUser(server);
    const response = await upload(server, token, await cameraOriginal(), 'camera.jpg');

    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json<Asset>();
    expect([asset.width, asset.height]).toEqual([1463, MAX_UPLOAD_EDGE_PX]);
    const file = await server.app.inject({ url: asset.url });
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([1463, 2048, undefined]);
  });

  it('is stored the same as a generation input', async () => {
    const { user, token } = await signedInUserWithCredits(server, 1);
    const response = await postTryOn(server, token, {
      ...SAMPLE_TRYON,
      model: { file: await cameraOriginal() },
    });

    expect(response.statusCode, response.body).toBe(202);
    const inputsDir = path.join(server.storageDir, 'generation-inputs', user.id);
    // The sample garment is stored beside it as it is.
    const sizes = await Promise.all(
      filesIn(inputsDir).map(async (file) => {
        const { width, height } = await sharp(readFileSync(path.join(inputsDir, file))).metadata();
        return [width, height];
      }),
    );
    expect(sizes).toContainEqual([1463, MAX_UPLOAD_EDGE_PX]);
  });
});

describe('a picture over the bound', () => {
  const over = () => jpegClaiming(8000, Math.ceil(MAX_DECODE_PIXELS / 8000) + 1);
  const imageTooLarge = { status: 422, code: 'image_too_large' };
  const answerOf = (response: Awaited<ReturnType<typeof upload>>) => ({
    status: response.statusCode,
    code: response.json<{ code: string }>().code,
  });

  async function sendFile(method: 'POST' | 'PUT', url: string, token: string) {
    const { payload, headers } = await multipartBody(await over(), 'huge.jpg');
    return server.app.inject({ method, url, headers: { ...headers, ...bearer(token) }, payload });
  }

  it('is refused by the library', async () => {
    const { token } = await createSignedInUser(server);
    expect(answerOf(await upload(server, token, await over(), 'huge.jpg'))).toEqual(imageTooLarge);
  });

  it('is refused as an avatar', async () => {
    const { token } = await createSignedInUser(server);
    expect(answerOf(await sendFile('PUT', '/api/account/avatar', token))).toEqual(imageTooLarge);
  });

  it('is refused as a blog cover', async () => {
    const { token } = await createSignedInUser(server, { isAdmin: true });
    expect(answerOf(await sendFile('POST', '/api/admin/blog/covers', token))).toEqual(
      imageTooLarge,
    );
  });

  it('is refused as a generation input, with nothing charged', async () => {
    const { user, token } = await signedInUserWithCredits(server, 1);
    const response = await postTryOn(server, token, {
      ...SAMPLE_TRYON,
      model: { file: await over() },
    });
    expect(answerOf(response)).toEqual(imageTooLarge);
    expect(await balanceOf(server, user.id)).toBe(1);
  });
});
