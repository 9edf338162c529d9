/**
 * GET /sitemap.xml: the public pages of docs/product-rules.md#pages-and-routes and every published
 * post (with lastmod), plus the categories and tags that have published posts, under PUBLIC_URL;
 * nothing private or unpublished.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../common/routes';
import { createCategory, createPost, createTaxonomy } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://studioai.example.vn';
let server: TestApp;
let xml: string;
let contentType: string;
const published = { post: '', category: '', tag: '' };
const hidden = { draft: '', emptyCategory: '', unusedTag: '' };

beforeAll(async () => {
  server = await createTestApp({ env: { PUBLIC_URL } });
  const taxonomy = await createTaxonomy(server, 2);
  const [usedTag, unusedTag] = taxonomy.tags as [string, string];
  published.category = taxonomy.category;
  published.tag = usedTag;
  hidden.unusedTag = unusedTag;
  published.post = (await createPost(server, { ...taxonomy, tags: [usedTag] })).slug;
  const draftCategory = await createCategory(server);
  hidden.emptyCategory = draftCategory;
  hidden.draft = (
    await createPost(
      server,
      { ...taxonomy, category: draftCategory, tags: [unusedTag] },
      { published_at: null },
    )
  ).slug;
  const response = await server.app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  xml = response.body;
  contentType = String(response.headers['content-type']);
});
afterAll(() => server.close());

const locs = () => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  it('is XML in the sitemaps.org format', () => {
    expect(contentType).toMatch(/^application\/xml/);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('lists the public pages under PUBLIC_URL', () => {
    for (const path of [
      PATHS.home,
      PATHS.about,
      PATHS.service('virtual-tryon'),
      PATHS.blog,
      PATHS.pricing,
      PATHS.contact,
      PATHS.terms,
      PATHS.privacy,
      PATHS.shipping,
      PATHS.warranty,
    ]) {
      expect(locs()).toContain(`${PUBLIC_URL}${path}`);
    }
  });

  it('leaves out tools, auth callbacks, payment results, checkout and signed-in screens', () => {
    for (const path of [
      PATHS.devTools,
      PATHS.test,
      PATHS.testGoogleAuth,
      PATHS.googleCallback,
      PATHS.resetPassword,
      PATHS.paymentSuccess,
      PATHS.checkout,
      PATHS.dashboard,
      PATHS.admin,
      PATHS.newsletterConfirm,
    ]) {
      expect(locs()).not.toContain(`${PUBLIC_URL}${path}`);
    }
  });

  it('lists each published post with its last change, and its category and tag', () => {
    expect(xml).toMatch(
      new RegExp(
        `<loc>${PUBLIC_URL}/blog/${published.post}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    );
    expect(locs()).toContain(`${PUBLIC_URL}/blog/category/${published.category}`);
    expect(locs()).toContain(`${PUBLIC_URL}/blog/tag/${published.tag}`);
  });

  it('leaves out drafts and categories or tags without a published post', () => {
    expect(locs()).not.toContain(`${PUBLIC_URL}/blog/${hidden.draft}`);
    expect(locs()).not.toContain(`${PUBLIC_URL}/blog/category/${hidden.emptyCategory}`);
    expect(locs()).not.toContain(`${PUBLIC_URL}/blog/tag/${hidden.unusedTag}`);
  });
});
