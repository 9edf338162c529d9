import { describe, expect, it } from 'vitest';
import { isCacheableImage, isCacheablePublicApi, type RequestFacts } from '../../common/pwa';

function request(overrides: Partial<RequestFacts>): RequestFacts {
  return {
    method: 'GET',
    sameOrigin: true,
    pathname: '/api/blog/posts',
    authorized: false,
    destination: '',
    ...overrides,
  };
}

// docs/architecture.md#service-worker
describe('what the service worker may keep for offline use', () => {
  it('keeps public reads: the blog and the client configuration', () => {
    for (const pathname of [
      '/api/blog/posts',
      '/api/blog/posts/some-post',
      '/api/blog/posts/some-post/comments',
      '/api/blog/categories',
      '/api/config',
    ])
      expect(isCacheablePublicApi(request({ pathname })), pathname).toBe(true);
  });

  it('never keeps a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isCacheablePublicApi(request({ method })), method).toBe(false);
  });

  it("never keeps a read that carries a user's credentials", () => {
    expect(isCacheablePublicApi(request({ authorized: true }))).toBe(false);
  });

  it('never keeps other API reads, which belong to a user or change by the second', () => {
    for (const pathname of ['/api/assets', '/api/generations', '/api/health', '/auth/profile'])
      expect(isCacheablePublicApi(request({ pathname })), pathname).toBe(false);
  });

  it("keeps the site's images but not a user's files behind signed /media/ URLs", () => {
    expect(isCacheableImage(request({ pathname: '/blog/cover.webp', destination: 'image' }))).toBe(
      true,
    );
    expect(isCacheableImage(request({ pathname: '/blog/cover.webp' }))).toBe(true);
    expect(isCacheableImage(request({ pathname: '/media/abc?sig=1', destination: 'image' }))).toBe(
      false,
    );
    expect(
      isCacheableImage(request({ pathname: '/logo.png', destination: 'image', sameOrigin: false })),
    ).toBe(false);
  });
});
