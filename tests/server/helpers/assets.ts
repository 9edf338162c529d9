/** Factories for asset tests: real images made with sharp, multipart uploads, stored files. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Asset } from '../../../common/contracts/assets';
import { queryRows, type TestApp } from '../test-app';
import { bearer } from './accounts';

let imageCount = 0;
/** A colour no other image of the run has, so every factory image has bytes of its own. */
function nextColour() {
  imageCount += 1;
  return { r: imageCount % 256, g: Math.floor(imageCount / 256) % 256, b: 200 };
}

/** A flat image of `width` x `height`, unique bytes on each call. */
export function imageOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: nextColour() } });
}

export const makeJpeg = (width = 64, height = 48) => imageOf(width, height).jpeg().toBuffer();
export const makePng = (width = 64, height = 48) => imageOf(width, height).png().toBuffer();
export const makeWebp = (width = 64, height = 48) => imageOf(width, height).webp().toBuffer();

/** Every file under `directory`, as paths relative to it. */
export function filesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function assetRowCount(server: TestApp): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    server.database,
    'SELECT count(*) AS count FROM assets',
  );
  return Number(row?.count);
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export async function multipartBody(bytes: Uint8Array, filename: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/assets with one file in the field `file`. */
export async function upload(server: TestApp, token: string, bytes: Uint8Array, filename: string) {
  const { payload, headers } = await multipartBody(bytes, filename);
  return server.app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** Uploads and returns the new asset; throws unless the answer is 201. */
export async function uploadAsset(
  server: TestApp,
  token: string,
  bytes: Uint8Array,
  filename = 'photo.jpg',
) {
  const response = await upload(server, token, bytes, filename);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<Asset>();
}

/** A JPEG whose scan data is garbage after a valid header: decoding fails part way. */
export async function makeCorruptJpeg(): Promise<Buffer> {
  const jpeg = await imageOf(256, 256).jpeg().toBuffer();
  const scanStart = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const headerEnd = scanStart + 2 + jpeg.readUInt16BE(scanStart + 2);
  const garbage = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 37 + 11) & 0xff));
  return Buffer.concat([jpeg.subarray(0, headerEnd), garbage]);
}

/**
 * A decompression bomb: a 1x1 PNG whose header claims `width` x `height`. Under sharp's own
 * default limit (268 MP) and over MAX_DECODE_PIXELS, so only the server's limit refuses it.
 */
export async function makePngBomb(width = 10_000, height = 10_000): Promise<Buffer> {
  const png = Buffer.from(await imageOf(1, 1).png().toBuffer());
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), ..., CRC (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
