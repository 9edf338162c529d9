/**
 * Keeps a file made elsewhere (a studio's result) in the user's library: uploaded, then kept on
 * this device like an upload, so the library and the studios' pickers show it offline too.
 */
import type { Asset } from '../../../common/contracts/assets';
import { assetsApi } from './assets.api';
import { assetCache } from './asset-cache';

export async function saveToLibrary(owner: string, file: Blob, name: string): Promise<Asset> {
  const asset = await assetsApi.upload(file, name);
  await assetCache.remember(owner, [asset], false);
  await assetCache.putBlob('file', asset.id, file);
  return asset;
}
