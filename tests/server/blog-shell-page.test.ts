/**
 * A blog post's page as the server sends it (a post on a slow network,
 * docs/architecture.md#performance-goals): the app shell with the post's title, excerpt, cover and
 * address for link previews and search engines (Open Graph, Twitter's card, the canonical link,
 * BlogPosting and BreadcrumbList JSON-LD), the cover preloaded, and the post itself, exactly as
 * the API answers it, in a JSON script the page reads instead of requesting. Any other page, an
 * unknown post and a draft get the plain shell.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_BREADCRUMBS_JSON_LD_ID,
  BLOG_POST_JSON_LD_ID,
} from '../../common/blog-structured-data';
import { EARLY_POST_ELEMENT_ID } from '../../common/contracts/early-post';
import { createPost, createTaxonomy } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

/** The head of index.html as the build writes it, trimmed to what the server rewrites. */
const APP_SHELL = `<!doctype html>
<html lang="vi-VN"><head>
<title>Studio AI</title>
<meta name="description" content="Studio AI cho cửa hàng thời trang" />
<meta property="og:type" content="website" />
<meta property="og:title" content="Studio AI" />
<meta property="og:description" content="Studio AI cho cửa hàng thời trang" />
<meta property="og:image" content="/og/default.png" />
<meta name="twitter:card" content="summary_large_image" />
</head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PUBLIC_URL = 'https://studioai.example';
const TITLE = 'Ánh sáng & "bóng" </script><script>alert(1)</script>';

let staticDir: string;
let server: TestApp;
let published: string;
let draft: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'shell-page-test-'));
  writeFileSync(path.join(staticDir, 'index.html'), APP_SHELL);
  server = await createTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL } });
  const taxonomy = await createTaxonomy(server, 1);
  published = (
    await createPost(server, taxonomy, {
      title_vi: TITLE,
      excerpt_vi: 'Chụp áo dài <đẹp> hơn.',
    })
  ).slug;
  draft = (await createPost(server, taxonomy, { published_at: null })).slug;
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string) => server.app.inject({ method: 'GET', url, headers: HTML });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("a blog post's page", () => {
  it('comes with the post in it, as the API answers it, ready for the app to take', async () => {
    const response = await page(`/blog/${published}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');

    const api = await server.app.inject({ url: `/api/blog/posts/${published}?lang=vi` });
    const script = new RegExp(
      `<script type="application/json" id="${EARLY_POST_ELEMENT_ID}" data-slug="${published}" data-lang="vi">(.*?)</script>`,
    ).exec(response.body);
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1]!)).toEqual(api.json());
    // The title's "</script><script>" stays text inside the JSON: the post and its two
    // structured-data scripts are all the scripts in the page.
    expect(response.body.match(/<script/g)).toHaveLength(3);
  });

  it('has the post’s title, excerpt and cover for link previews', async () => {
    const { body } = await page(`/blog/${published}`);
    const title =
      'Ánh sáng &amp; &quot;bóng&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(body).toContain(`<title>${title} · Studio AI</title>`);
    expect(meta(body, 'og:title')).toBe(`${title} · Studio AI`);
    expect(meta(body, 'description')).toBe('Chụp áo dài &lt;đẹp&gt; hơn.');
    expect(meta(body, 'og:description')).toBe('Chụp áo dài &lt;đẹp&gt; hơn.');
    expect(meta(body, 'og:image')).toBe(`${PUBLIC_URL}/blog/${published}.webp`);
    expect(meta(body, 'og:type')).toBe('article');
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('has its address as the canonical link and og:url, and Twitter’s large-image card', async () => {
    const { body } = await page(`/blog/${published}?utm_source=zalo`);
    const url = `${PUBLIC_URL}/blog/${published}`;
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(body, 'og:url')).toBe(url);
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    expect(body.match(/twitter:card/g)).toHaveLength(1);
    expect(meta(body, 'twitter:title')).toBe(meta(body, 'og:title'));
    expect(meta(body, 'twitter:description')).toBe('Chụp áo dài &lt;đẹp&gt; hơn.');
    expect(meta(body, 'twitter:image')).toBe(`${PUBLIC_URL}/blog/${published}.webp`);
  });

  it('has BlogPosting and BreadcrumbList structured data, the title kept as text', async () => {
    const { body } = await page(`/blog/${published}`);
    const jsonLd = (id: string) => {
      const script = new RegExp(
        `<script type="application/ld\\+json" id="${id}">(.*?)</script>`,
      ).exec(body);
      expect(script, id).not.toBeNull();
      return JSON.parse(script![1]!) as Record<string, unknown>;
    };
    const url = `${PUBLIC_URL}/blog/${published}`;
    expect(jsonLd(BLOG_POST_JSON_LD_ID)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: TITLE,
      description: 'Chụp áo dài <đẹp> hơn.',
      image: `${url}.webp`,
      inLanguage: 'vi-VN',
      author: { '@type': 'Person', name: 'Nguyễn Minh Thư' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    const trail = jsonLd(BLOG_BREADCRUMBS_JSON_LD_ID);
    expect(trail).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(trail['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Blog', item: `${PUBLIC_URL}/blog` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Ảnh sản phẩm',
        item: expect.stringMatching(`^${PUBLIC_URL}/blog/category/category-`),
      },
      { '@type': 'ListItem', position: 3, name: TITLE, item: url },
    ]);
  });

  it('preloads the cover, the largest picture the page paints first', async () => {
    const { body } = await page(`/blog/${published}`);
    expect(body).toContain(
      `<link rel="preload" as="image" href="/blog/${published}.webp" fetchpriority="high" />`,
    );
  });

  it.each([
    ['an unknown post', () => '/blog/khong-co-bai-nay'],
    ['a draft', () => `/blog/${draft}`],
    ['the blog’s category list', () => '/blog/category/anything'],
    ['the home page', () => '/'],
  ])('is the plain app shell for %s', async (_case, url) => {
    const response = await page(url());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_SHELL);
  });
});
