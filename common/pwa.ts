/**
 * What the service worker and the PWA agree on (docs/architecture.md#service-worker): the runtime
 * caches' names, the share target, and which requests may be answered from a cache at all.
 *
 * DO NOT RENAME a cache without bumping its version suffix: the worker deletes caches of ours
 * it does not list, so a renamed cache is simply started afresh.
 */

/** Every cache name of ours starts with this; anything else in Cache Storage is left alone. */
export const CACHE_PREFIX = 'studio-';

export const RUNTIME_CACHES = {
  /** Public API answers (blog, client config): network first, this when offline. */
  publicApi: `${CACHE_PREFIX}public-api-v1`,
  /** Site images (blog covers, service samples, icons): stale-while-revalidate. */
  images: `${CACHE_PREFIX}images-v1`,
  /** The image shared to the app, until a studio takes it. */
  sharedImage: `${CACHE_PREFIX}share-target-v1`,
} as const;

/** The manifest's share_target: a multipart POST the service worker answers itself. */
export const SHARE_TARGET = {
  /** PATHS.shareTarget (common/routes.ts): the GET of the same path is the studio chooser. */
  action: '/share-target',
  /** The multipart field the shared image arrives in. */
  fileField: 'image',
  /** The key the shared image is kept under in RUNTIME_CACHES.sharedImage. */
  cacheKey: '/share-target/image',
  /** The header that carries the shared file's name beside its bytes. */
  fileNameHeader: 'x-file-name',
} as const;

/**
 * Public API reads the worker may cache: the blog (posts, categories, tags, authors, stats)
 * and the client configuration. Never a write, never a request that carries credentials.
 */
const PUBLIC_API_PATHS = [/^\/api\/blog\//, /^\/api\/config$/];

/**
 * Paths the server answers itself, even for a page navigation, and the worker never caches:
 * the API (and its docs), users' files behind signed URLs, the sitemap and robots.txt.
 */
export const SERVER_ONLY_PATHS = [/^\/api\//, /^\/media\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

export interface RequestFacts {
  method: string;
  /** Same origin as the app. */
  sameOrigin: boolean;
  pathname: string;
  /** The request carries an Authorization header (a signed-in user's own view). */
  authorized: boolean;
  /** Request.destination ('image' for <img>, '' for fetch()). */
  destination: string;
}

/** A public API read that may be kept for offline use. */
export function isCacheablePublicApi(request: RequestFacts): boolean {
  return (
    request.method === 'GET' &&
    request.sameOrigin &&
    !request.authorized &&
    PUBLIC_API_PATHS.some((path) => path.test(request.pathname))
  );
}

/** A site image (not a user's file behind a signed /media/ URL) that may be kept offline. */
export function isCacheableImage(request: RequestFacts): boolean {
  return (
    request.method === 'GET' &&
    request.sameOrigin &&
    !SERVER_ONLY_PATHS.some((path) => path.test(request.pathname)) &&
    (request.destination === 'image' || IMAGE_FILE.test(request.pathname))
  );
}
