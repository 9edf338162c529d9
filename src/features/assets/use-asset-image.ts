import { useEffect, useState } from 'react';
import type { BlobKind } from './asset-cache';
import { loadAssetBlob } from './asset-blobs';

export type AssetImage =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'missing' };

/** An object URL for an asset's thumbnail or file, revoked when no longer shown. */
export function useAssetImage(
  id: string,
  kind: BlobKind,
  signedUrl: string | null | undefined,
): AssetImage {
  const [image, setImage] = useState<AssetImage>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    loadAssetBlob(id, kind, signedUrl).then(
      (blob) => {
        if (!live) return;
        url = blob ? URL.createObjectURL(blob) : null;
        setImage(url ? { state: 'ready', url } : { state: 'missing' });
      },
      () => live && setImage({ state: 'missing' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind, signedUrl]);
  return image;
}
