/** Which asset the viewer or the download dialog shows. */
import { useState } from 'react';
import type { CachedAsset } from './asset-cache';

export function useLibraryDialogs() {
  const [viewing, setViewing] = useState<CachedAsset | null>(null);
  const [downloading, setDownloading] = useState<CachedAsset[]>([]);
  return {
    viewing,
    downloading,
    view: setViewing,
    closeViewer: () => setViewing(null),
    download: (assets: CachedAsset[]) => setDownloading(assets),
    closeDownload: () => setDownloading([]),
  };
}
