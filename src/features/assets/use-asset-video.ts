import { useEffect, useState } from 'react';
import { assetCache } from './asset-cache';

export type AssetVideo =
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  /** Neither kept on this device nor listed by the server (offline). */
  | { state: 'missing' };

/**
 * Where a library video plays from: the copy kept on this device when there is one (offline, a
 * download made it), else the server's signed URL, which the browser streams in byte ranges as
 * it plays instead of fetching the whole file first.
 */
export function useAssetVideo(id: string, signedUrl: string | null | undefined): AssetVideo {
  const [video, setVideo] = useState<AssetVideo>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    const fromServer = (): AssetVideo =>
      signedUrl ? { state: 'ready', url: signedUrl } : { state: 'missing' };
    assetCache.getBlob('file', id).then(
      (kept) => {
        if (!live) return;
        url = kept ? URL.createObjectURL(kept) : null;
        setVideo(url ? { state: 'ready', url } : fromServer());
      },
      () => live && setVideo(fromServer()),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, signedUrl]);
  return video;
}
