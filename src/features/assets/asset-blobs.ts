/**
 * The bytes behind an asset's thumbnail or file: from the device when kept, else from the
 * server's signed URL, then kept for offline use.
 */
import type { DownloadBlobOptions } from '../../lib/api/download-blob';
import { assetsApi } from './assets.api';
import { assetCache, type BlobKind } from './asset-cache';

export async function loadAssetBlob(
  id: string,
  kind: BlobKind,
  signedUrl: string | null | undefined,
  download: DownloadBlobOptions = {},
): Promise<Blob | null> {
  const kept = await assetCache.getBlob(kind, id);
  if (kept) return kept;
  if (!signedUrl)
    return kind === 'thumbnail' ? ((await assetCache.getBlob('file', id)) ?? null) : null;
  const blob = await assetsApi.download(signedUrl, download);
  // Keeping is best effort here: a full device still shows the image now.
  await assetCache.putBlob(kind, id, blob).catch(() => undefined);
  return blob;
}
