/**
 * The service worker keeps the public blog's API answers for offline reading
 * (docs/architecture.md#service-worker). After an admin changes the blog, this browser's copies
 * are dropped, so its /blog never shows a deleted post or misses a new one, even offline;
 * a visitor's worker asks the network first and sees the change at its next online read.
 */
import { RUNTIME_CACHES } from '../../../common/pwa';

/** The cached reads kept for /blog: every /api/blog/... answer. */
const BLOG_READ = /^\/api\/blog\//;

/** Never throws: no Cache Storage (an old browser, a test) means nothing is kept anyway. */
export async function dropCachedPublicBlogReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(RUNTIME_CACHES.publicApi);
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => BLOG_READ.test(new URL(request.url).pathname))
        .map((request) => cache.delete(request)),
    );
  } catch {
    // Storage refused (private mode): there is no cached copy to go stale either.
  }
}
