/**
 * The signed-in user's asset library: the copy kept on the device first (instant, offline),
 * then the server's list; uploads prepared in the media worker; deletes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Asset } from '../../../common/contracts/assets';
import { ApiError } from '../../lib/api/api-error';
import { requestPersistentStorage } from '../../lib/pwa/persistent-storage';
import { assetsApi } from './assets.api';
import { assetCache, type CachedAsset } from './asset-cache';
import { loadAssetBlob } from './asset-blobs';
import { prepareLibraryUpload } from './prepare-library-upload';

export interface LibraryState {
  status: 'loading' | 'ready' | 'error';
  assets: CachedAsset[];
  /** Fresh signed URLs by id, when the server answered. */
  signed: ReadonlyMap<string, Asset>;
  /** The list shown is the device's copy because the server could not be reached. */
  offline: boolean;
  nextCursor: string | null;
  total: number;
}

const INITIAL: LibraryState = {
  status: 'loading',
  assets: [],
  signed: new Map(),
  offline: false,
  nextCursor: null,
  total: 0,
};

function merge(signed: ReadonlyMap<string, Asset>, assets: Asset[]): Map<string, Asset> {
  return new Map([...signed, ...assets.map((asset) => [asset.id, asset] as const)]);
}

export function useAssetLibrary(owner: string) {
  const [state, setState] = useState<LibraryState>(INITIAL);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    const update = (next: (current: LibraryState) => LibraryState) => live && setState(next);
    void (async () => {
      const kept = await assetCache.list(owner).catch(() => []);
      update((s) => ({
        ...s,
        status: kept.length ? 'ready' : s.status,
        assets: kept,
        total: kept.length,
      }));
      try {
        const page = await assetsApi.list();
        await assetCache
          .remember(owner, page.items, page.next_cursor === null)
          .catch(() => undefined);
        const fresh = await assetCache.list(owner).catch(() => []);
        update(() => ({
          status: 'ready',
          assets: fresh,
          signed: merge(new Map(), page.items),
          offline: false,
          nextCursor: page.next_cursor,
          total: page.total,
        }));
      } catch (error) {
        const offline = error instanceof ApiError && error.isNetworkError;
        // Offline, the device's copy is the library, even an empty one (its badge says so): an
        // error here would be the dashboard's only red box on an offline visit.
        update((s) => ({ ...s, status: offline ? 'ready' : 'error', offline }));
      }
    })();
    return () => {
      live = false;
    };
  }, [owner, reloads]);

  const retry = useCallback(() => setReloads((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (!state.nextCursor) return;
    const page = await assetsApi.list(state.nextCursor);
    await assetCache.remember(owner, page.items, false);
    const assets = await assetCache.list(owner);
    setState((s) => ({
      ...s,
      assets,
      signed: merge(s.signed, page.items),
      nextCursor: page.next_cursor,
      total: page.total,
    }));
  }, [owner, state.nextCursor]);

  /**
   * Prepares (a picture in the worker), uploads and keeps one file; throws the failure for the
   * caller to show. A video's upload is not kept as its file: the server stores a copy without
   * its metadata, and that copy is what the device keeps once it is downloaded.
   */
  const upload = useCallback(
    async (file: File): Promise<Asset> => {
      const prepared = await prepareLibraryUpload(file);
      const asset = await assetsApi.upload(prepared, file.name);
      await assetCache.remember(owner, [asset], false);
      if (asset.kind === 'image') await assetCache.putBlob('file', asset.id, prepared);
      await loadAssetBlob(asset.id, 'thumbnail', asset.thumbnail_url).catch(() => null);
      const assets = await assetCache.list(owner);
      setState((s) => ({
        ...s,
        status: 'ready',
        assets,
        signed: merge(s.signed, [asset]),
        total: assets.length,
      }));
      // The user now keeps files here: ask the browser to spare them under storage pressure.
      void requestPersistentStorage();
      return asset;
    },
    [owner],
  );

  const remove = useCallback(
    async (id: string) => {
      await assetsApi.remove(id);
      await assetCache.forget(owner, id);
      setState((s) => ({
        ...s,
        assets: s.assets.filter((asset) => asset.id !== id),
        total: Math.max(0, s.total - 1),
      }));
    },
    [owner],
  );

  return { state, retry, loadMore, upload, remove };
}
