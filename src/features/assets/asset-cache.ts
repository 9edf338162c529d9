/**
 * The asset library kept on the device (the library's metadata, thumbnails and the images
 * themselves are kept in IndexedDB so the library opens and shows images offline:
 * docs/architecture.md#data-kept-on-the-device). Entries are per user: on a shared salon tablet one
 * account never lists another's files.
 */
import type { Asset } from '../../../common/contracts/assets';
import { openKeyValueStore } from '../../lib/storage/key-value-store';

/** What we keep of an asset: everything but its signed URLs, which expire. */
export type CachedAsset = Omit<Asset, 'url' | 'thumbnail_url' | 'poster_url'> & { owner: string };
/** A video's poster is kept once it has been shown in the viewer, so it shows offline too. */
export type BlobKind = 'thumbnail' | 'poster' | 'file';

const metadata = openKeyValueStore<CachedAsset>('studio-assets-v1', 'metadata');
const blobs = openKeyValueStore<Blob>('studio-asset-blobs-v1', 'blobs');

const metaKey = (owner: string, id: string) => `${owner}:${id}`;
const blobKey = (kind: BlobKind, id: string) => `${kind}:${id}`;

function toCached(owner: string, asset: Asset): CachedAsset {
  const { url: _url, thumbnail_url: _thumbnail, poster_url: _poster, ...rest } = asset;
  return { ...rest, owner };
}

export const assetCache = {
  /** The user's cached assets, newest first. */
  async list(owner: string): Promise<CachedAsset[]> {
    const all = await metadata.entries();
    return all
      .map(([, asset]) => asset)
      .filter((asset) => asset.owner === owner)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  },

  /** Stores what the server listed; with `complete`, forgets what the server no longer has. */
  async remember(owner: string, assets: Asset[], complete: boolean): Promise<void> {
    await Promise.all(
      assets.map((asset) => metadata.set(metaKey(owner, asset.id), toCached(owner, asset))),
    );
    if (!complete) return;
    const listed = new Set(assets.map((asset) => asset.id));
    const stale = (await this.list(owner)).filter((asset) => !listed.has(asset.id));
    await Promise.all(stale.map((asset) => this.forget(owner, asset.id)));
  },

  async forget(owner: string, id: string): Promise<void> {
    await Promise.all([
      metadata.delete(metaKey(owner, id)),
      blobs.delete(blobKey('thumbnail', id)),
      blobs.delete(blobKey('poster', id)),
      blobs.delete(blobKey('file', id)),
    ]);
  },

  getBlob: (kind: BlobKind, id: string) => blobs.get(blobKey(kind, id)),
  putBlob: (kind: BlobKind, id: string, blob: Blob) => blobs.set(blobKey(kind, id), blob),
};
