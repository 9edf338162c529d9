/**
 * The blog list (GET /api/blog/posts): the five sorts of docs/product-rules.md#blog-lists,
 * pagination, category and tag filters, the reader's language with the Vietnamese fallback, and
 * unpublished posts hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogPostList, blogPostListSchema } from '../../common/contracts/blog';
import { createCategory, createPost, createTaxonomy, daysAgo, markdownBody } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
const slugs: Record<'window' | 'size' | 'models' | 'background', string> = {
  window: '',
  size: '',
  models: '',
  background: '',
};
let otherCategory = '';
let tags: string[] = [];

beforeAll(async () => {
  server = await createTestApp();
  const taxonomy = await createTaxonomy(server);
  tags = taxonomy.tags;
  otherCategory = await createCategory(server, 'Video');
  const [t1, t2] = tags;
  const inOther = { ...taxonomy, category: otherCategory, tags: [] };
  const post = (
    references: Parameters<typeof createPost>[1],
    overrides: Parameters<typeof createPost>[2],
  ) => createPost(server, references, overrides).then((created) => created.slug);

  // Reading times: ~120 words -> 1 min, ~400 -> 2, ~700 -> 4 (3.5 rounded), ~1100 -> 6.
  slugs.window = await post(
    { ...taxonomy, tags: [t1!] },
    { title_vi: 'Ánh sáng cửa sổ', title_en: 'Window light', published_at: daysAgo(10) },
  );
  slugs.size = await post(
    { ...taxonomy, tags: [t1!, t2!] },
    {
      title_vi: 'Bảng size chuẩn',
      title_en: 'Size charts',
      published_at: daysAgo(5),
      body_vi: markdownBody(['Đo'], 700),
    },
  );
  slugs.models = await post(
    { ...inOther, tags: [t2!] },
    {
      title_vi: 'Chọn người mẫu',
      title_en: 'Choosing models',
      published_at: daysAgo(3),
      body_vi: markdownBody(['Tư thế'], 400),
    },
  );
  slugs.background = await post(inOther, {
    title_vi: 'Xoá nền ảnh',
    title_en: null,
    excerpt_en: null,
    body_en: null,
    cover_alt_en: null,
    published_at: daysAgo(1),
    body_vi: markdownBody(['Nền'], 1100),
  });
  // Never listed: a draft and a post scheduled for tomorrow.
  await post(taxonomy, { title_vi: 'Bản nháp', published_at: null });
  await post(taxonomy, { title_vi: 'Sắp đăng', published_at: daysAgo(-1) });
});
afterAll(() => server.close());

async function list(query: Record<string, string | number> = {}): Promise<BlogPostList> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await server.app.inject({ url: `/api/blog/posts?${params.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return blogPostListSchema.parse(response.json());
}
const order = (result: BlogPostList) => result.items.map((item) => item.slug);

describe('sorting', () => {
  it('newest first by default', async () => {
    expect(order(await list())).toEqual([slugs.background, slugs.models, slugs.size, slugs.window]);
  });

  it('oldest first', async () => {
    expect(order(await list({ sort: 'oldest' }))).toEqual([
      slugs.window,
      slugs.size,
      slugs.models,
      slugs.background,
    ]);
  });

  it('title A-Z with Vietnamese accents sorted as their base letters ("Ánh" before "Bảng")', async () => {
    expect(order(await list({ sort: 'title_asc' }))).toEqual([
      slugs.window,
      slugs.size,
      slugs.models,
      slugs.background,
    ]);
  });

  it('title Z-A', async () => {
    expect(order(await list({ sort: 'title_desc' }))).toEqual([
      slugs.background,
      slugs.models,
      slugs.size,
      slugs.window,
    ]);
  });

  it('title A-Z in English uses English titles, and the Vietnamese one where none exists', async () => {
    expect(order(await list({ sort: 'title_asc', lang: 'en' }))).toEqual([
      slugs.models, // Choosing models
      slugs.size, // Size charts
      slugs.window, // Window light
      slugs.background, // Xoá nền ảnh (no English)
    ]);
  });

  it('reading time, shortest first', async () => {
    const result = await list({ sort: 'reading_time' });
    expect(order(result)).toEqual([slugs.window, slugs.models, slugs.size, slugs.background]);
    expect(result.items.map((item) => item.reading_minutes)).toEqual([1, 2, 4, 6]);
  });

  it('refuses an unknown sort', async () => {
    const response = await server.app.inject({ url: '/api/blog/posts?sort=popular' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('pagination', () => {
  it('pages of 9 by default, with the total over all pages', async () => {
    const result = await list();
    expect(result).toMatchObject({ page: 1, page_size: 9, total: 4 });
  });

  it('gives the requested page of the requested size', async () => {
    const second = await list({ page: 2, page_size: 2 });
    expect(order(second)).toEqual([slugs.size, slugs.window]);
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 4 });
    const beyond = await list({ page: 3, page_size: 2 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(4);
  });

  it('refuses a page size over 50', async () => {
    const response = await server.app.inject({ url: '/api/blog/posts?page_size=51' });
    expect(response.statusCode).toBe(400);
  });
});

describe('filters', () => {
  it('by category, with the category for the page heading', async () => {
    const result = await list({ category: otherCategory, lang: 'en' });
    expect(order(result)).toEqual([slugs.background, slugs.models]);
    expect(result.total).toBe(2);
    expect(result.category).toEqual({
      slug: otherCategory,
      name: 'Product photos',
      description: 'Description',
      post_count: 2,
    });
  });

  it('by tag', async () => {
    const result = await list({ tag: tags[1]! });
    expect(order(result)).toEqual([slugs.models, slugs.size]);
    expect(result.tag).toMatchObject({ slug: tags[1], post_count: 2 });
  });

  it('answers 404 for a category or tag that does not exist', async () => {
    for (const query of ['category=khong-co', 'tag=khong-co']) {
      const response = await server.app.inject({ url: `/api/blog/posts?${query}` });
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('languages', () => {
  it('answers in English where a post has English, else in Vietnamese, and says which', async () => {
    const items = (await list({ lang: 'en' })).items;
    const window = items.find((item) => item.slug === slugs.window)!;
    const background = items.find((item) => item.slug === slugs.background)!;
    expect(window).toMatchObject({
      language: 'en',
      title: 'Window light',
      cover_alt: 'Cover image',
    });
    expect(background).toMatchObject({
      language: 'vi',
      title: 'Xoá nền ảnh',
      cover_alt: 'Ảnh bìa',
    });
  });

  it('lists each post with its author, category and tags', async () => {
    const size = (await list()).items.find((item) => item.slug === slugs.size)!;
    expect(size.author.name).toBe('Nguyễn Minh Thư');
    expect(size.category.name).toBe('Ảnh sản phẩm');
    expect(size.tags.map((tag) => tag.slug).sort()).toEqual([tags[0], tags[1]].sort());
    expect(Date.parse(size.published_at)).toBeLessThan(Date.now());
  });
});
