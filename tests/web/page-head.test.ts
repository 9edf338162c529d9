import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyPageMeta,
  pushPageMeta,
  setRouteMeta,
  type PageMeta,
} from '../../src/components/page/page-head';

const ROUTE: PageMeta = {
  title: 'About us',
  description: 'Who we are.',
  image: '/og/default.png',
  type: 'website',
  ogLocale: 'en_US',
  ogLocaleAlternates: ['vi_VN'],
  brand: 'Studio AI',
};

const meta = (key: string) =>
  document.head
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
    ?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="from index.html" />';
});

describe('page head', () => {
  it('writes the title, description, Open Graph, Twitter card and canonical link', () => {
    applyPageMeta(document, ROUTE, new URL('https://studioai.vn/about?ref=mail#team'));
    expect(document.title).toBe('About us · Studio AI');
    expect(meta('description')).toBe('Who we are.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('og:title')).toBe('About us · Studio AI');
    expect(meta('og:description')).toBe('Who we are.');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('https://studioai.vn/about');
    expect(meta('og:image')).toBe('https://studioai.vn/og/default.png');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('og:locale:alternate')).toBe('vi_VN');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://studioai.vn/about',
    );
  });

  it('uses the brand alone when a page has no title', () => {
    applyPageMeta(document, { ...ROUTE, title: undefined }, new URL('https://studioai.vn/'));
    expect(document.title).toBe('Studio AI');
  });

  it("lets a page's own values win over the route's, whichever is set first", () => {
    const removePage = pushPageMeta({ title: 'A blog post', type: 'article' });
    setRouteMeta(ROUTE);
    expect(document.title).toBe('A blog post · Studio AI');
    expect(meta('og:type')).toBe('article');
    // What the page does not set comes from the route.
    expect(meta('description')).toBe('Who we are.');
    removePage();
    expect(document.title).toBe('About us · Studio AI');
    expect(meta('og:type')).toBe('website');
  });
});
