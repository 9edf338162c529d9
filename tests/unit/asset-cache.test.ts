// Node environment on purpose: its Blob survives fake-indexeddb's structured clone (jsdom's does not).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { assetCache } from '../../src/features/assets/asset-cache';

let next = 0;
function asset(overrides: Partial<Asset> = {}): Asset {
  next++;
  return {
    id: `asset-${next}`,
    kind: 'image',
    mime_type: 'image/jpeg',
    original_name: `photo-${next}.jpg`,
    byte_size: 1000 + next,
    width: 2048,
    height: 1536,
    duration_ms: null,
    created_at: new Date(Date.UTC(2026, 10, 1, 8, next)).toISOString(),
    url: `/media/asset-${next}/file?exp=1&sig=x`,
    thumbnail_url: `/media/asset-${next}/thumbnail?exp=1&sig=x`,
    poster_url: null,
    ...overrides,
  };
}

describe('assetCache (the library kept on the device)', () => {
  it('lists newest first, per owner, without the expiring signed URLs', async () => {
    const older = asset();
    const newer = asset();
    await assetCache.remember('lan', [older, newer], false);
    await assetCache.remember('minh', [asset()], false);
    const listed = await assetCache.list('lan');
    expect(listed.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).not.toHaveProperty('url');
    expect(listed[0]).not.toHaveProperty('poster_url');
    expect(listed[0]).toMatchObject({ owner: 'lan', original_name: newer.original_name });
  });

  it('forgets what the server no longer lists when the list is complete, blobs included', async () => {
    const kept = asset();
    const gone = asset({ kind: 'video', poster_url: '/media/x/poster?exp=1&sig=x' });
    await assetCache.remember('hoa', [kept, gone], false);
    await assetCache.putBlob(
      'file',
      gone.id,
      new Blob([new Uint8Array([1, 2, 3])], { type: 'video/mp4' }),
    );
    await assetCache.putBlob(
      'poster',
      gone.id,
      new Blob([new Uint8Array([4, 5])], { type: 'image/webp' }),
    );
    await assetCache.remember('hoa', [kept], true);
    expect((await assetCache.list('hoa')).map((a) => a.id)).toEqual([kept.id]);
    expect(await assetCache.getBlob('file', gone.id)).toBeUndefined();
    expect(await assetCache.getBlob('poster', gone.id)).toBeUndefined();
  });

  it('keeps thumbnails and files as blobs', async () => {
    const item = asset();
    await assetCache.putBlob(
      'thumbnail',
      item.id,
      new Blob([new Uint8Array([9, 8])], { type: 'image/webp' }),
    );
    const blob = await assetCache.getBlob('thumbnail', item.id);
    expect(blob?.type).toBe('image/webp');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([9, 8]));
  });
});
