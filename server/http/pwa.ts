/**
 * Serves the built PWA (STATIC_DIR) and decides what an unmatched request gets: a page request
 * (./page-request.ts: a browser's, or a link-preview crawler's) gets the app shell (index.html)
 * so the client router can show it, with what the server knows of that page added
 * (./app-shell.ts); anything else, and anything under /api/, gets a 404 JSON error
 * (docs/architecture.md#page-paths-and-link-previews).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../common/contracts/errors';
import { composeShell, type ShellPages } from './app-shell';
import { sendApiError } from './errors';
import { isPageRequest } from './page-request';

const APP_SHELL = 'index.html';
/** Vite content-hashes everything under assets/: a new build gets new names. */
const HASHED_ASSETS_PREFIX = `assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else — index.html, sw.js (the browser must see a new service worker),
 * manifest.webmanifest, icons — is revalidated on each use: a 304 costs little.
 */
const REVALIDATE = 'no-cache';

const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>
</body></html>
`;

const NO_ADDITIONS: ShellPages = async () => null;

export async function registerPwa(
  app: FastifyInstance,
  staticDir: string,
  pages: ShellPages = NO_ADDITIONS,
): Promise<void> {
  const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
    sendAppShell(request, reply, staticDir, pages);

  await app.register(fastifyStatic, {
    root: staticDir,
    // "/" is the app shell; other directories have no index.html, so they fall through as 404s.
    index: APP_SHELL,
    // The build writes .br and .gz copies of its text files (vite.config.ts): served as they
    // are to browsers that accept them, with no compression work per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const file = path.relative(staticDir, filePath);
      reply.header('cache-control', file.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
    },
    // A missing dist/ is normal before the first build; the fallback explains it.
    suppressWarning: true,
  });

  // "/" is the app shell for any request. Its own route: with `preCompressed`, the plugin's
  // `index` answers 404 to a request that accepts compression but not HTML (@fastify/static 10).
  app.get('/', sendShell);

  app.setNotFoundHandler((request, reply) => {
    const { method, url, headers } = request;
    if (isPageRequest({ method, url, accept: headers.accept })) return sendShell(request, reply);
    const routePath = request.url.split('?')[0];
    return sendApiError(request, reply, {
      statusCode: 404,
      code: ERROR_CODES.notFound,
      text: `No route for ${request.method} ${routePath}`,
    });
  });
}

async function sendAppShell(
  request: FastifyRequest,
  reply: FastifyReply,
  staticDir: string,
  pages: ShellPages,
): Promise<FastifyReply> {
  // Checked per request, so a build made while the server runs is picked up.
  const shellFile = path.join(staticDir, APP_SHELL);
  if (!existsSync(shellFile)) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(BUILD_MISSING_PAGE);
  }
  // What the server knows of this page; a failure there costs the additions, never the page.
  const page = await pages(request.url.split('?')[0]!).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page additions failed; sending the plain app shell');
    return null;
  });
  // Explicit: this runs in the not-found handler, but the page itself exists.
  if (!page) return reply.code(200).sendFile(APP_SHELL);
  const template = await readFile(shellFile, 'utf8').catch(() => null);
  if (template === null) return reply.code(200).sendFile(APP_SHELL); // replaced mid-build
  const html = composeShell(template, page);
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .send(html);
}
