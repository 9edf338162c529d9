import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetListResponse } from '../../common/contracts/assets';
import { assets } from '../../server/db/schema';
import { bearer, createSignedInUser } from './helpers/accounts';
import { filesIn, makeJpeg, makePng, uploadAsset } from './helpers/assets';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

async function list(token: string, query = '') {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/assets${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AssetListResponse>();
}

/** Follows next_cursor to the end and returns the ids of every page. */
async function pagesOf(token: string, limit: number, extra = '') {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await list(token, query);
    pages.push(page.items.map((item) => item.id));
    cursor = page.next_cursor;
  } while (cursor);
  return pages;
}

async function uploadImages(token: string, count: number): Promise<Asset[]> {
  const uploaded: Asset[] = [];
  for (let i = 0; i < count; i++) uploaded.push(await uploadAsset(server, token, await makePng()));
  return uploaded;
}

const deleteAsset = (token: string, id: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/assets/${id}`, headers: bearer(token) });

describe('GET /api/assets', () => {
  it('lists newest first, page by page, with the total on every page', async () => {
    const { token } = await createSignedInUser(server);
    const [a, b, c, d, e] = (await uploadImages(token, 5)).map((asset) => asset.id);

    expect(await pagesOf(token, 2)).toEqual([[e, d], [c, b], [a]]);
    expect(await list(token, '?limit=2')).toMatchObject({ total: 5 });
  });

  it('pages rows of the same time by id, and times that differ by a microsecond', async () => {
    const { token, user } = await createSignedInUser(server);
    await uploadImages(token, 4);
    const set = (createdAt: string, extra = '') =>
      queryRows(
        server.database,
        `UPDATE assets SET created_at = '${createdAt}' WHERE user_id = '${user.id}' ${extra}`,
      );
    await set('2026-01-01T00:00:00.000001Z');
    const sameTime = (await pagesOf(token, 3)).flat();
    expect(sameTime).toEqual([...sameTime].sort().reverse());

    // A millisecond cursor would skip or repeat these (the list pages by keyset on created_at, id).
    const [first, second] = sameTime;
    await set('2026-01-01T00:00:00.000002Z', `AND id = '${second}'`);
    await set('2026-01-01T00:00:00.000003Z', `AND id = '${first}'`);
    const ids = (await pagesOf(token, 1)).flat();
    expect(ids).toEqual([first, second, ...sameTime.slice(2)]);
  });

  it('filters by kind', async () => {
    const { token, user } = await createSignedInUser(server);
    const [image] = await uploadImages(token, 1);
    const [video] = await server.database.db
      .insert(assets)
      .values({
        userId: user.id,
        kind: 'video',
        mimeType: 'video/mp4',
        originalName: 'clip.mp4',
        byteSize: 1,
        storageKey: 'assets/00/clip.mp4',
        sha256: 'not-a-real-hash',
      })
      .returning();

    expect(await list(token, '?kind=video')).toMatchObject({
      items: [{ id: video!.id }],
      total: 1,
    });
    expect(await list(token, '?kind=image')).toMatchObject({
      items: [{ id: image!.id }],
      total: 1,
    });
  });

  it('answers a cursor that is not one of its own with 400', async () => {
    const { token } = await createSignedInUser(server);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/assets?cursor=bm90LWEtY3Vyc29y',
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('shows no one else’s assets', async () => {
    const owner = await createSignedInUser(server);
    await uploadImages(owner.token, 2);
    const other = await createSignedInUser(server);

    expect(await list(other.token)).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it('refuses a guest with 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/assets' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/assets/:id', () => {
  it('removes the row and both files, then the id is gone', async () => {
    const { token } = await createSignedInUser(server);
    const asset = await uploadAsset(server, token, await makeJpeg());
    const [row] = await queryRows<{ storage_key: string; thumbnail_key: string }>(
      server.database,
      `SELECT storage_key, thumbnail_key FROM assets WHERE id = '${asset.id}'`,
    );
    expect(filesIn(server.storageDir)).toEqual(
      expect.arrayContaining([row!.storage_key, row!.thumbnail_key]),
    );

    const response = await deleteAsset(token, asset.id);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(filesIn(server.storageDir)).not.toEqual(expect.arrayContaining([row!.storage_key]));
    expect(filesIn(server.storageDir)).not.toEqual(expect.arrayContaining([row!.thumbnail_key]));
    expect(await list(token)).toMatchObject({ items: [], total: 0 });
    expect((await deleteAsset(token, asset.id)).statusCode).toBe(404);
  });

  it('answers another user’s asset with the same 404 as an id that never existed', async () => {
    const owner = await createSignedInUser(server);
    const asset = await uploadAsset(server, owner.token, await makeJpeg());
    const other = await createSignedInUser(server);

    const theirs = await deleteAsset(other.token, asset.id);
    const unknown = await deleteAsset(other.token, '00000000-0000-4000-8000-000000000000');

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(await list(owner.token)).toMatchObject({ items: [{ id: asset.id }], total: 1 });
  });
});
