/**
 * Runtime caching (docs/architecture.md#service-worker): public API reads network-first with the
 * last answer kept for offline use, site images stale-while-revalidate, both with an expiry.
 * Writes, signed media URLs and requests that carry credentials are never matched, so they always
 * go to the network (a signed-in user's data lives in IndexedDB, kept by the app itself).
 */
/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  RUNTIME_CACHES,
  isCacheableImage,
  isCacheablePublicApi,
  type RequestFacts,
} from '../../common/pwa';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;

/** A slow network gets this long before the last cached answer is shown instead. */
const API_NETWORK_TIMEOUT_S = 4;
/** Blog pages and lists a visitor has read: enough for a few weeks of reading offline. */
const API_MAX_ENTRIES = 150;
const API_MAX_AGE_S = 30 * DAY_S;
/** Covers and pictures of the public site. */
const IMAGE_MAX_ENTRIES = 150;
const IMAGE_MAX_AGE_S = 60 * DAY_S;

/**
 * What a site picture that was never seen shows offline: a quiet grey box instead of the
 * browser's broken-image sign (its alt text stays in the page for screen readers).
 */
const OFFLINE_IMAGE = new Blob(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" preserveAspectRatio="none">',
    '<rect width="4" height="3" fill="#f4f4f5"/></svg>',
  ],
  { type: 'image/svg+xml' },
);
const offlineImage: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response(OFFLINE_IMAGE, { headers: { 'content-type': 'image/svg+xml' } }),
};

function factsOf(url: URL, request: Request): RequestFacts {
  return {
    method: request.method,
    sameOrigin: url.origin === self.location.origin,
    pathname: url.pathname,
    authorized: request.headers.has('authorization'),
    destination: request.destination,
  };
}

export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request }) => isCacheablePublicApi(factsOf(url, request)),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.publicApi,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
      plugins: [
        new ExpirationPlugin({
          maxEntries: API_MAX_ENTRIES,
          maxAgeSeconds: API_MAX_AGE_S,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    ({ url, request }) => isCacheableImage(factsOf(url, request)),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.images,
      plugins: [
        new ExpirationPlugin({
          maxEntries: IMAGE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_MAX_AGE_S,
          purgeOnQuotaError: true,
        }),
        offlineImage,
      ],
    }),
  );
}

/** The public data every visitor's pages need, fetched when the worker installs. */
const WARM_ON_INSTALL = ['/api/config'];

/** Never fails the install: warming is a convenience, the pages fetch it again anyway. */
export async function warmPublicCaches(): Promise<void> {
  try {
    const cache = await caches.open(RUNTIME_CACHES.publicApi);
    await Promise.all(
      WARM_ON_INSTALL.map(async (path) => {
        const response = await fetch(path, { headers: { accept: 'application/json' } });
        if (response.ok) await cache.put(path, response);
      }),
    );
  } catch {
    // Offline or refused: the cache fills when the pages ask.
  }
}

/** Drops our caches that this version no longer uses (a bumped version suffix). */
export async function deleteRetiredCaches(prefix: string): Promise<void> {
  const current = new Set<string>(Object.values(RUNTIME_CACHES));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && !current.has(name))
      .map((name) => caches.delete(name)),
  );
}
