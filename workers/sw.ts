/**
 * The service worker (DESIGN §5). The foundation precaches the app shell and answers every
 * navigation with it, so the installed app opens without a connection; the offline issue adds
 * runtime caching, the outbox and background sync.
 */
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself, even for a navigation (APIs, docs, files). */
const SERVER_ONLY_PATHS = [/^\/api\//, /^\/media\//];
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_ONLY_PATHS }),
);

// Prompt-to-update: the page asks (after the user agreed) and only then does this worker take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
