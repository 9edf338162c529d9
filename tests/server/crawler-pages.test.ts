/**
 * Page paths answered to link-preview crawlers (server/http/page-request.ts): Facebook's, Zalo's
 * and Twitter's fetchers send `Accept: *\/*` or nothing, and get the same HTML a browser gets,
 * a blog post's with its own preview tags. Server-owned paths, missing files and clients that
 * ask for JSON only keep the JSON 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createTaxonomy } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

const APP_SHELL = `<!doctype html>
<html lang="vi-VN"><head>
<title>Studio AI</title>
<meta property="og:title" content="Studio AI" />
<meta property="og:image" content="/og/default.png" />
</head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'https://studioai.example';

/**
 * What each client sends. Zalo's link-preview fetcher is not documented; its user agent here is
 * the "Zalo/1.0" token its apps send, and its Accept the `*\/*` every fetcher here sends.
 */
const CLIENTS: [string, Record<string, string>][] = [
  [
    'Facebook’s crawler',
    {
      'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      accept: '*/*',
    },
  ],
  ['Zalo’s crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Zalo/1.0)', accept: '*/*' }],
  ['Twitter’s crawler', { 'user-agent': 'Twitterbot/1.0', accept: '*/*' }],
  ['a client with no Accept header', {}],
  ['a browser', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
];

let staticDir: string;
let server: TestApp;
let postPath: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'crawler-pages-test-'));
  writeFileSync(path.join(staticDir, 'index.html'), APP_SHELL);
  server = await createTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL } });
  const taxonomy = await createTaxonomy(server, 1);
  const post = await createPost(server, taxonomy, { title_vi: 'Chụp áo dài ngoài trời' });
  postPath = `/blog/${post.slug}`;
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe.each(CLIENTS)('%s', (_client, headers) => {
  it.each([['/'], ['/services/virtual-tryon'], ['/pricing'], ['the post']])(
    'gets the page %s as HTML',
    async (page) => {
      const response = await get(page === 'the post' ? postPath : page, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('gets the post’s own title and an absolute preview image', async () => {
    const { body } = await get(postPath, headers);
    expect(meta(body, 'og:title')).toBe('Chụp áo dài ngoài trời · Studio AI');
    expect(meta(body, 'og:image')).toBe(`${PUBLIC_URL}${postPath}.webp`);
  });

  it('gets the plain shell, 200 as a browser does, for a path the app may know', async () => {
    // Which paths are pages is the client router's to say; it shows its own not-found page.
    const response = await get('/khong-co-trang-nay', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_SHELL);
  });

  it.each(['/api/khong-co', '/media/khong-co', '/assets/khong-co-1a2b.js', '/robots.txt'])(
    'gets a JSON 404 for %s, a server path or a missing file',
    async (url) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    },
  );
});

describe('a client that asks for JSON only', () => {
  it.each(['application/json', 'application/json, text/plain, */*'])(
    'gets a JSON 404 for a page path with Accept: %s',
    async (accept) => {
      const response = await get('/pricing', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'No route for GET /pricing' });
    },
  );

  it('gets the page when it names HTML beside JSON', async () => {
    const response = await get('/pricing', { accept: 'application/json, text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
