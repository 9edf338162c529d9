import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { createSignedInUser } from './helpers/accounts';
import {
  assetRowCount,
  filesIn,
  imageOf,
  makeCorruptJpeg,
  makeJpeg,
  makePng,
  makePngBomb,
  makeWebp,
  multipartBody,
  upload,
  uploadAsset,
} from './helpers/assets';
import { createTestApp, queryRows, type TestApp } from './test-app';

const WRONG_TYPE = 'Invalid file type. Please upload JPEG, PNG, WebP, HEIC, AVIF files only';
const TOO_LARGE = 'File is too large. Maximum size is 10MB';
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
const PE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

let server: TestApp;
let token: string;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());
beforeEach(async () => {
  ({ token } = await createSignedInUser(server));
});

/** Whether EXIF data holds a GPS block (tag 0x8825, in either byte order). */
function hasGpsTag(exif: Buffer | undefined): boolean {
  return Boolean(
    exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25])),
  );
}

/** GETs a signed URL of an asset and returns the bytes. */
async function fetchSigned(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('POST /api/assets: accepted uploads', () => {
  it('stores a JPEG upright by its EXIF orientation, without EXIF or GPS, with an sRGB profile', async () => {
    const sideways = await imageOf(64, 48)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 2/1 3/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploaded = await sharp(sideways).metadata();
    expect([uploaded.orientation, hasGpsTag(uploaded.exif)]).toEqual([6, true]);

    const response = await upload(server, token, sideways, 'holiday.jpg');

    expect(response.statusCode).toBe(201);
    const asset = response.json<Asset>();
    expect(asset).toMatchObject({
      kind: 'image',
      mime_type: 'image/jpeg',
      original_name: 'holiday.jpg',
      width: 48,
      height: 64,
      duration_ms: null,
    });
    const stored = await sharp(await fetchSigned(asset.url)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeDefined();
    expect(asset.byte_size).toBe((await fetchSigned(asset.url)).length);
  });

  it.each([
    ['PNG', makePng, 'image/png', 'png'],
    ['WebP', makeWebp, 'image/webp', 'webp'],
  ])('keeps a %s as it was uploaded', async (_name, make, mimeType, format) => {
    const asset = await uploadAsset(server, token, await make(40, 30), `picture.${format}`);

    expect(asset).toMatchObject({ kind: 'image', mime_type: mimeType, width: 40, height: 30 });
    expect((await sharp(await fetchSigned(asset.url)).metadata()).format).toBe(format);
  });

  it('makes a WebP thumbnail of at most 320 px on its long edge', async () => {
    const asset = await uploadAsset(server, token, await makeJpeg(800, 600));

    const thumbnail = await sharp(await fetchSigned(asset.thumbnail_url!)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('reads the type from the bytes: a real PNG named photo.exe is a PNG', async () => {
    const response = await upload(server, token, await makePng(), 'photo.exe');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'image/png', original_name: 'photo.exe' });
  });

  it('returns the existing asset with 200 when the same bytes are uploaded again', async () => {
    const bytes = await makeJpeg();
    const first = await uploadAsset(server, token, bytes, 'first.jpg');
    const files = filesIn(server.storageDir);

    const again = await upload(server, token, bytes, 'second.jpg');

    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, original_name: 'first.jpg' });
    expect(filesIn(server.storageDir)).toEqual(files);
  });

  it('stores the same bytes sent twice at once only once', async () => {
    const bytes = await makeJpeg(300, 200);
    const rowsBefore = await assetRowCount(server);
    const filesBefore = filesIn(server.storageDir).length;

    const responses = await Promise.all([
      upload(server, token, bytes, 'a.jpg'),
      upload(server, token, bytes, 'b.jpg'),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = responses.map((response) => response.json<Asset>().id);
    expect(first).toBe(second);
    expect(await assetRowCount(server)).toBe(rowsBefore + 1);
    expect(filesIn(server.storageDir)).toHaveLength(filesBefore + 2);
  });

  it('keeps the same bytes of two users apart', async () => {
    const bytes = await makePng();
    const mine = await uploadAsset(server, token, bytes);
    const other = await createSignedInUser(server);

    const theirs = await upload(server, other.token, bytes, 'photo.png');

    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Asset>().id).not.toBe(mine.id);
  });
});

describe('POST /api/assets: refused uploads store nothing', () => {
  /** Sends the request and checks that no row and no file was added. */
  async function expectNothingStored(send: () => Promise<{ statusCode: number; body: string }>) {
    const rowsBefore = await assetRowCount(server);
    const filesBefore = filesIn(server.storageDir);
    const response = await send();
    expect(await assetRowCount(server)).toBe(rowsBefore);
    expect(filesIn(server.storageDir)).toEqual(filesBefore);
    return { status: response.statusCode, body: JSON.parse(response.body) as object };
  }

  it.each([
    ['an ELF executable', ELF],
    ['a PE executable', PE],
    ['a text file', Buffer.from('just some text, not a photo\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named photo.jpg with 415', async (_name, bytes) => {
    const result = await expectNothingStored(() => upload(server, token, bytes, 'photo.jpg'));

    expect(result).toEqual({
      status: 415,
      body: { code: 'unsupported_media_type', detail: WRONG_TYPE },
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const bytes = Buffer.concat([jpegStart, Buffer.alloc(10 * 1024 * 1024 + 1 - jpegStart.length)]);

    const result = await expectNothingStored(() => upload(server, token, bytes, 'big.jpg'));

    expect(result).toEqual({ status: 413, body: { code: 'file_too_large', detail: TOO_LARGE } });
  });

  it('refuses a JPEG whose data is damaged with 422 invalid_image', async () => {
    const bytes = await makeCorruptJpeg();

    const result = await expectNothingStored(() => upload(server, token, bytes, 'broken.jpg'));

    expect(result).toEqual({
      status: 422,
      body: { code: 'invalid_image', detail: 'The image could not be read. It may be damaged.' },
    });
  });

  it('refuses a decompression bomb (100 MP in a tiny PNG) with 422 image_too_large', async () => {
    const bytes = await makePngBomb();

    const result = await expectNothingStored(() => upload(server, token, bytes, 'bomb.png'));

    expect(result).toMatchObject({ status: 422, body: { code: 'image_too_large' } });
  });

  it('refuses a request without a file field with 400 missing_file', async () => {
    const { payload, headers } = await multipartBody(await makePng(), 'a.png', 'photo');
    const result = await expectNothingStored(() =>
      server.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      }),
    );

    expect(result).toMatchObject({ status: 400, body: { code: 'missing_file' } });
  });

  it('refuses a JSON body with 400 missing_file', async () => {
    const result = await expectNothingStored(() =>
      server.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { authorization: `Bearer ${token}` },
        payload: { file: 'not a file' },
      }),
    );

    expect(result).toMatchObject({ status: 400, body: { code: 'missing_file' } });
  });

  it('refuses a guest with 401', async () => {
    const { payload, headers } = await multipartBody(await makePng(), 'a.png');
    const result = await expectNothingStored(() =>
      server.app.inject({ method: 'POST', url: '/api/assets', headers, payload }),
    );

    expect(result).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('deletes the written files when the row cannot be inserted', async () => {
    await queryRows(
      server.database,
      `CREATE FUNCTION refuse_assets() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    );
    await queryRows(
      server.database,
      `CREATE TRIGGER refuse_assets BEFORE INSERT ON assets
         FOR EACH ROW EXECUTE FUNCTION refuse_assets()`,
    );
    try {
      const bytes = await makeJpeg();
      const result = await expectNothingStored(() => upload(server, token, bytes, 'a.jpg'));

      expect(result).toMatchObject({ status: 500, body: { code: 'internal_error' } });
    } finally {
      await queryRows(server.database, 'DROP TRIGGER refuse_assets ON assets');
      await queryRows(server.database, 'DROP FUNCTION refuse_assets()');
    }
  });
});
