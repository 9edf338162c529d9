import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const APP_SHELL = '<!doctype html><html><head><title>test shell</title></head><body></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Big enough to be worth compressing (the threshold is 1 KB). */
const BIG_SCRIPT = `export const text = '${'studio '.repeat(400)}';`;

let staticDir: string;
let server: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'pwa-test-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), APP_SHELL);
  writeFileSync(path.join(staticDir, 'assets', 'x-abc.js'), 'export {};');
  writeFileSync(path.join(staticDir, 'assets', 'big-abc.js'), BIG_SCRIPT);
  // What the build's precompress step writes beside each text file.
  writeFileSync(path.join(staticDir, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(staticDir, 'big-sw.js'), BIG_SCRIPT);
  writeFileSync(path.join(staticDir, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{}');
  server = await createTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the built PWA', () => {
  it('serves hashed files under /assets/ as immutable for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/x-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('serves %s with no-cache', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('compression', () => {
  it("serves the build's brotli copy, as is, to a browser that accepts it", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/big-abc.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('compresses a text file that has no precompressed copy on the fly', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/big-sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('answers / with the app shell whatever the request accepts', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'gzip, br' },
      { ...HTML, 'accept-encoding': 'br' },
    ]) {
      const response = await server.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('the SPA fallback', () => {
  it.each(['/', '/dashboard', '/auth/reset-password?token=abc'])(
    'answers a page navigation to %s with index.html, no-cache',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(APP_SHELL);
    },
  );

  it('answers a HEAD page navigation like the GET, without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/dashboard', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers a GET of a page path that asks for JSON only with 404 JSON', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('never answers under /api/ with the app shell, even to a page navigation', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/unknown', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('answers a POST that accepts HTML with 404 JSON: only GET and HEAD get pages', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/about',
      headers: HTML,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
  });

  it('tells the developer to build the app when index.html is missing', async () => {
    const index = path.join(staticDir, 'index.html');
    renameSync(index, `${index}.moved`);
    try {
      const response = await server.app.inject({ method: 'GET', url: '/dashboard', headers: HTML });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    } finally {
      renameSync(`${index}.moved`, index);
    }
  });
});

describe('the security headers', () => {
  it('send a Content-Security-Policy fit for the SPA with the page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard', headers: HTML });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( https:\/\/apis\.google\.com)?;/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain('frame-src https://*.firebaseapp.com https://accounts.google.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('send nosniff, a referrer policy and a popup-friendly opener policy with API answers too', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
