/**
 * The image shared to the installed app (manifest share_target). The service worker keeps it
 * in Cache Storage (workers/sw/share-target.ts); the share page shows it and a studio takes it.
 *
 * For a studio: on mount, `const file = await takeSharedImage()`; a File means the user came
 * from the share page (the link carries `?shared=1`), so start with it. It is handed out once.
 */
import { RUNTIME_CACHES, SHARE_TARGET } from '../../../common/pwa';

/** The query flag the share page puts on the studio link it opens. */
export const SHARED_IMAGE_PARAM = 'shared';

async function read(remove: boolean): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(RUNTIME_CACHES.sharedImage);
  const response = await cache.match(SHARE_TARGET.cacheKey);
  if (!response) return null;
  const blob = await response.blob();
  const name = decodeURIComponent(response.headers.get(SHARE_TARGET.fileNameHeader) ?? 'shared');
  if (remove) await cache.delete(SHARE_TARGET.cacheKey);
  return new File([blob], name, { type: blob.type || response.headers.get('content-type') || '' });
}

/** The shared image, left in place (the share page's preview). */
export function peekSharedImage(): Promise<File | null> {
  return read(false);
}

/** The shared image, handed out once: it is forgotten as it is returned. */
export function takeSharedImage(): Promise<File | null> {
  return read(true);
}

/** Forgets the shared image (the user dismissed it). */
export async function discardSharedImage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await (await caches.open(RUNTIME_CACHES.sharedImage)).delete(SHARE_TARGET.cacheKey);
}
