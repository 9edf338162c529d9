/**
 * After an admin's blog write, this browser's cached public blog reads are dropped
 * (src/lib/pwa/public-api-cache.ts), so its own /blog never shows a deleted post, even offline;
 * the other cached answers stay.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_CACHES } from '../../common/pwa';
import { dropCachedPublicBlogReads } from '../../src/lib/pwa/public-api-cache';

/** The part of Cache Storage the module uses, over plain maps keyed by URL. */
function installCacheStorage(entries: Record<string, string[]>) {
  const stores = new Map(Object.entries(entries).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    async open(name: string) {
      const urls = stores.get(name) ?? new Set<string>();
      stores.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  };
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: storage });
  return (name: string) => [...(stores.get(name) ?? [])].sort();
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('dropping the cached public blog reads', () => {
  it('drops every /api/blog/ answer and keeps the rest', async () => {
    const origin = 'http://localhost:3000';
    const cached = installCacheStorage({
      [RUNTIME_CACHES.publicApi]: [
        `${origin}/api/blog/posts?lang=vi&sort=newest&page=1`,
        `${origin}/api/blog/posts/da-xoa?lang=vi`,
        `${origin}/api/blog/tags?lang=en`,
        `${origin}/api/config`,
      ],
      [RUNTIME_CACHES.images]: [`${origin}/blog-covers/abc.webp`],
    });
    await dropCachedPublicBlogReads();
    expect(cached(RUNTIME_CACHES.publicApi)).toEqual([`${origin}/api/config`]);
    expect(cached(RUNTIME_CACHES.images)).toEqual([`${origin}/blog-covers/abc.webp`]);
  });

  it('does nothing, and does not throw, where there is no Cache Storage', async () => {
    await expect(dropCachedPublicBlogReads()).resolves.toBeUndefined();
  });
});
