/**
 * Which unmatched requests are page loads, answered with the app shell, and which get the API's
 * JSON 404 (docs/architecture.md#page-paths-and-link-previews). Link-preview crawlers
 * (Facebook's, Zalo's, Twitter's) send `Accept: *\/*` or no Accept at all, so a page is not
 * recognised by asking for HTML: it is any GET or HEAD outside the server's own paths that does
 * not ask for JSON only.
 */

/**
 * Paths the server owns: the API, and the stored files behind signed or public links (media,
 * avatars, blog covers). An unknown one opened in a tab must say "not found", not show the app.
 */
const SERVER_OWNED_PATH = /^\/(api|media|avatars|blog-covers)(\/|$)/;

/**
 * A path whose last segment names a file (`/sw.js`, `/assets/x-1a2b.js`, `/robots.txt`):
 * existing files are served before this is asked, so it is a missing one, and a script or image
 * must never receive the app's HTML in its place. No page path has a dot (common/routes.ts).
 */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The media types an Accept header names, lower-cased, without their parameters. */
function acceptedTypes(accept: string): string[] {
  return accept.split(',').map((range) => range.split(';')[0]!.trim().toLowerCase());
}

/**
 * The app's API client and service worker send `Accept: application/json`; a browser's page
 * load names text/html, and a crawler names neither or sends nothing.
 */
function asksForJsonOnly(accept: string | undefined): boolean {
  const types = acceptedTypes(accept ?? '');
  return types.includes('application/json') && !types.includes('text/html');
}

export interface PageRequestParts {
  method: string;
  /** The request's path, query included or not. */
  url: string;
  accept: string | undefined;
}

/** A GET or HEAD of a page path by a client that does not ask for JSON only. */
export function isPageRequest({ method, url, accept }: PageRequestParts): boolean {
  const path = url.split('?')[0]!;
  return (
    (method === 'GET' || method === 'HEAD') &&
    !SERVER_OWNED_PATH.test(path) &&
    !FILE_PATH.test(path) &&
    !asksForJsonOnly(accept)
  );
}
