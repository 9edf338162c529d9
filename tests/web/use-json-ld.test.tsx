/**
 * Structured data on the page (src/components/page/use-json-ld.ts): the app's script replaces
 * the one the server wrote into a blog post's first HTML under the same id, so a crawler that
 * runs JavaScript sees one BlogPosting, not two; unmounting removes it.
 */
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useJsonLd } from '../../src/components/page/use-json-ld';

const scripts = () => document.head.querySelectorAll('script[type="application/ld+json"]');

beforeEach(() => {
  document.head.innerHTML =
    '<script type="application/ld+json" id="jsonld-blog-post">{"headline":"from the server"}</script>';
});

describe('useJsonLd', () => {
  it('replaces the server’s script of the same id instead of adding a second', () => {
    const { unmount } = renderHook(() =>
      useJsonLd('jsonld-blog-post', { headline: 'from the app' }),
    );
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]!.textContent!)).toEqual({ headline: 'from the app' });
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('leaves a script of another id alone', () => {
    renderHook(() => useJsonLd('jsonld-organization', { name: 'Studio AI' }));
    expect([...scripts()].map((script) => script.id)).toEqual([
      'jsonld-blog-post',
      'jsonld-organization',
    ]);
  });
});
