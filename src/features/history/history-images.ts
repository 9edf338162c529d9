/**
 * A generation's picture: the copy on this device when kept, else the signed URL's bytes,
 * then kept for offline use (a result is also a fine thumbnail when it has none).
 */
import type { Generation } from '../../../common/contracts/generations';
import type { DownloadBlobOptions } from '../../lib/api/download-blob';
import { generationsApi } from '../../lib/api/generations';
import { historyCache, type HistoryBlobKind } from './history-cache';

function urlOf(generation: Generation, kind: HistoryBlobKind): string | null {
  return kind === 'thumbnail'
    ? (generation.result_thumbnail_url ?? generation.result_url)
    : generation.result_url;
}

export async function loadGenerationBlob(
  generation: Generation,
  kind: HistoryBlobKind,
  download: DownloadBlobOptions = {},
): Promise<Blob | null> {
  const kept = await historyCache.getBlob(kind, generation.id).catch(() => undefined);
  if (kept) return kept;
  if (kind === 'thumbnail') {
    const result = await historyCache.getBlob('result', generation.id).catch(() => undefined);
    if (result) return result;
  }
  const url = urlOf(generation, kind);
  if (!url) return null;
  const blob = await generationsApi.download(url, download);
  // Keeping is best effort and need not be waited for: a full device still shows the image now.
  void historyCache.putBlob(kind, generation.id, blob).catch(() => undefined);
  return blob;
}

/** Thumbnails asked for ahead of their cards, by generation id; each is taken once. */
const preloaded = new Map<string, Promise<Blob | null>>();

/**
 * Starts reading the first screen's thumbnails while their cards are still rendering, instead
 * of after (/history offline with 200 items under 1 s, docs/architecture.md#performance-goals).
 */
export function preloadThumbnails(generations: Generation[]): void {
  for (const generation of generations) {
    if (generation.status !== 'success' || preloaded.has(generation.id)) continue;
    const loading = loadGenerationBlob(generation, 'thumbnail');
    loading.catch(() => undefined);
    preloaded.set(generation.id, loading);
  }
}

/** The thumbnail preloadThumbnails started, if any (handed out once), else a fresh read. */
export function takeThumbnail(generation: Generation): Promise<Blob | null> {
  const loading = preloaded.get(generation.id);
  preloaded.delete(generation.id);
  return loading ?? loadGenerationBlob(generation, 'thumbnail');
}
