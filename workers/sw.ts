/**
 * The service worker (docs/architecture.md#service-worker). It precaches the app shell — every
 * script, style and locale file, and the service pages' pictures — and answers every navigation
 * with it, so the installed app and every public page open without a connection; public data and
 * images are cached at run time (./sw/runtime-caching.ts); an image shared to the app is received
 * here (./sw/share-target.ts); Background Sync asks the open windows to send the outbox
 * (./sw/outbox-sync.ts). An update waits until the user accepts it (SKIP_WAITING).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CACHE_PREFIX, SERVER_ONLY_PATHS, SHARE_TARGET } from '../common/pwa';
import {
  deleteRetiredCaches,
  registerRuntimeCaching,
  warmPublicCaches,
} from './sw/runtime-caching';
import { relayOutboxSync } from './sw/outbox-sync';
import { receiveSharedImage } from './sw/share-target';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_ONLY_PATHS }),
);
registerRoute(
  ({ url }) => url.pathname === SHARE_TARGET.action,
  ({ request }) => receiveSharedImage(request),
  'POST',
);
registerRuntimeCaching();
relayOutboxSync(self);

self.addEventListener('install', (event) => event.waitUntil(warmPublicCaches()));
self.addEventListener('activate', (event) => event.waitUntil(deleteRetiredCaches(CACHE_PREFIX)));

// The first install takes the open page at once, so what it shows is cached from now on. An
// update never gets here before the user accepted it (below), and the page then reloads.
clientsClaim();

// Prompt-to-update: the page asks (after the user agreed) and only then does this worker take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
