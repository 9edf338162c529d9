/**
 * One post (GET /api/blog/posts/:slug): its table of contents, related posts (same category and
 * shared tags first), languages; and the taxonomy lists with their counts, and the stats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostDetailSchema, blogStatsSchema } from '../../common/contracts/blog';
import { createCategory, createPost, createTaxonomy, daysAgo } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;
let otherCategory: string;
const slugs: Record<string, string> = {};

const TOC_BODY = [
  '## Chuẩn bị ánh sáng',
  'Đoạn mở đầu đủ dài để có nội dung thật cho bài viết này, với vài câu ngắn gọn.',
  '### Đèn **LED** &amp; rèm',
  'Nội dung phần nhỏ.',
  '#### Chi tiết không vào mục lục',
  'Nội dung.',
  '## Chuẩn bị ánh sáng',
  'Tiêu đề lặp lại nhận mã riêng.',
].join('\n\n');

beforeAll(async () => {
  server = await createTestApp();
  taxonomy = await createTaxonomy(server, 2);
  otherCategory = await createCategory(server, 'Video');
  const [t1, t2] = taxonomy.tags as [string, string];
  const here = { author: taxonomy.author, category: taxonomy.category };
  const there = { author: taxonomy.author, category: otherCategory };
  const post = async (
    name: string,
    refs: typeof here,
    tags: string[],
    published: string | null,
  ) => {
    slugs[name] = (await createPost(server, { ...refs, tags }, { published_at: published })).slug;
  };
  await post('current', here, [t1, t2], daysAgo(30));
  await post('sameCategoryBothTags', here, [t1, t2], daysAgo(20)); // score 4
  await post('sameCategoryOnly', here, [], daysAgo(15)); // score 2
  await post('otherCategoryBothTags', there, [t1, t2], daysAgo(10)); // score 2, newer
  await post('otherCategoryOneTag', there, [t1], daysAgo(2)); // score 1
  await post('unrelatedNewest', there, [], daysAgo(1)); // score 0
  await post('draftTwin', here, [t1, t2], null); // never shown
  slugs.withToc = (
    await createPost(
      server,
      { ...here, tags: [] },
      { body_vi: TOC_BODY, published_at: daysAgo(40) },
    )
  ).slug;
});
afterAll(() => server.close());

async function getPost(slug: string, lang = 'vi') {
  const response = await server.app.inject({ url: `/api/blog/posts/${slug}?lang=${lang}` });
  return response;
}

describe('a post', () => {
  it('comes with its body, author, category and tags', async () => {
    const response = await getPost(slugs.current!);
    expect(response.statusCode).toBe(200);
    const post = blogPostDetailSchema.parse(response.json());
    expect(post.body).toContain('## Chuẩn bị');
    expect(post.author).toMatchObject({ name: 'Nguyễn Minh Thư', role: 'Nhiếp ảnh gia' });
    expect(post.tags).toHaveLength(2);
  });

  it('answers in English when asked and translated', async () => {
    const post = blogPostDetailSchema.parse((await getPost(slugs.current!, 'en')).json());
    expect(post.language).toBe('en');
    expect(post.body).toContain('## Getting ready');
    expect(post.author.role).toBe('Photographer');
  });

  it('has a table of contents of its ## and ### headings, with unique ids', async () => {
    const post = blogPostDetailSchema.parse((await getPost(slugs.withToc!)).json());
    expect(post.toc).toEqual([
      { id: 'chuan-bi-anh-sang', text: 'Chuẩn bị ánh sáng', level: 2 },
      { id: 'den-led-rem', text: 'Đèn LED & rèm', level: 3 },
      { id: 'chuan-bi-anh-sang-2', text: 'Chuẩn bị ánh sáng', level: 2 },
    ]);
  });

  it('lists 3 related posts: same category and shared tags first, then the newest', async () => {
    const post = blogPostDetailSchema.parse((await getPost(slugs.current!)).json());
    expect(post.related.map((related) => related.slug)).toEqual([
      slugs.sameCategoryBothTags,
      slugs.otherCategoryBothTags,
      slugs.sameCategoryOnly,
    ]);
  });

  it('answers 404 for an unknown slug and for a draft', async () => {
    for (const slug of ['khong-co-bai-nay', slugs.draftTwin!]) {
      const response = await getPost(slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('taxonomy and stats', () => {
  it('counts only published posts per category, tag and author', async () => {
    const categories = (await server.app.inject({ url: '/api/blog/categories' })).json();
    expect(categories.items).toContainEqual(
      expect.objectContaining({ slug: taxonomy.category, post_count: 4 }),
    );
    expect(categories.items).toContainEqual(
      expect.objectContaining({ slug: otherCategory, name: 'Video', post_count: 3 }),
    );
    const tags = (await server.app.inject({ url: '/api/blog/tags?lang=en' })).json();
    expect(tags.items).toContainEqual({
      slug: taxonomy.tags[0],
      name: `tag ${taxonomy.tags[0]}`,
      post_count: 4,
    });
    const authors = (await server.app.inject({ url: '/api/blog/authors' })).json();
    expect(authors.items).toEqual([
      expect.objectContaining({ slug: taxonomy.author, post_count: 7 }),
    ]);
  });

  it('stats count published posts, categories, tags and authors', async () => {
    const stats = blogStatsSchema.parse(
      (await server.app.inject({ url: '/api/blog/stats' })).json(),
    );
    expect(stats).toEqual({ posts: 7, categories: 2, tags: 2, authors: 1 });
  });
});
