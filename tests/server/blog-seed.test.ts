/**
 * The blog's seed: at least 8 real bilingual posts (600+ words per language, with ## sections for
 * the table of contents and a generated cover), added once however often the seed runs.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostDetailSchema, blogPostListSchema } from '../../common/contracts/blog';
import { seed } from '../../server/seed';
import { createTestApp, PRODUCTION_ENV, queryRows, silentLogger, type TestApp } from './test-app';

const MIN_WORDS = 600;
let server: TestApp;

beforeAll(async () => {
  // Production: the blog is real content and is seeded there too.
  server = await createTestApp({ env: PRODUCTION_ENV });
  const context = { config: server.config, logger: silentLogger };
  await seed(server.database.db, context);
  await seed(server.database.db, context);
});
afterAll(() => server.close());

const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

async function posts(lang: 'vi' | 'en') {
  const list = await server.app.inject({ url: `/api/blog/posts?page_size=50&lang=${lang}` });
  return blogPostListSchema.parse(list.json()).items;
}

describe('the blog seed', () => {
  it('adds at least 8 published posts, once', async () => {
    const [row] = await queryRows<{ count: number }>(
      server.database,
      'SELECT count(*)::int AS count FROM blog_posts',
    );
    expect(row!.count).toBeGreaterThanOrEqual(8);
    expect((await posts('vi')).length).toBe(row!.count);
  });

  it('writes every post in Vietnamese and in English, 600+ words each, with ## sections', async () => {
    for (const language of ['vi', 'en'] as const) {
      for (const summary of await posts(language)) {
        const response = await server.app.inject({
          url: `/api/blog/posts/${summary.slug}?lang=${language}`,
        });
        const post = blogPostDetailSchema.parse(response.json());
        expect(post.language, summary.slug).toBe(language);
        expect(words(post.body), `${summary.slug} (${language})`).toBeGreaterThanOrEqual(MIN_WORDS);
        expect(post.toc.filter((entry) => entry.level === 2).length).toBeGreaterThanOrEqual(4);
        expect(post.related).toHaveLength(3);
      }
    }
  });

  it('gives every post a generated cover that exists in public/', async () => {
    for (const post of await posts('vi')) {
      expect(post.cover_image).toMatch(/^\/blog\/[a-z0-9-]+\.webp$/);
      expect(
        existsSync(new URL(`../../public${post.cover_image}`, import.meta.url)),
        post.cover_image,
      ).toBe(true);
    }
  });

  it('files the posts under several categories and tags, by several authors', async () => {
    const stats = (await server.app.inject({ url: '/api/blog/stats' })).json();
    expect(stats.categories).toBeGreaterThanOrEqual(4);
    expect(stats.tags).toBeGreaterThanOrEqual(10);
    expect(stats.authors).toBeGreaterThanOrEqual(3);
    const categories = (await server.app.inject({ url: '/api/blog/categories' })).json();
    for (const category of categories.items)
      expect(category.post_count, category.slug).toBeGreaterThan(0);
  });
});
