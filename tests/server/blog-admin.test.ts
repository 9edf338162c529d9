/**
 * Blog management through /api/admin/blog (docs/product-rules.md#api-calls): posts, categories,
 * authors and tags, with the rules on write — unique slugs, known references, Markdown without raw
 * HTML or unsafe links. (Guests and non-admins are refused by tests/server/admin.test.ts, which
 * covers every admin route.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBlogPostSchema } from '../../common/contracts/blog-admin';
import { bearer, createSignedInUser } from './helpers/accounts';
import { markdownBody, postInput, uniqueSlug } from './helpers/blog';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let adminToken: string;
const refs = { author: '', category: '', tags: [] as string[] };

beforeAll(async () => {
  server = await createTestApp();
  adminToken = (await createSignedInUser(server, { isAdmin: true })).token;
  refs.author = (
    await send('POST', '/api/admin/blog/authors', {
      slug: uniqueSlug('author'),
      name: 'Trần Quốc Bảo',
      role_vi: 'Cố vấn salon',
      bio_vi: 'Quản lý salon.',
    })
  ).json().slug;
  refs.category = (
    await send('POST', '/api/admin/blog/categories', {
      slug: uniqueSlug('salon'),
      name_vi: 'Salon & tóc',
      name_en: 'Salons & hair',
    })
  ).json().slug;
  for (const name of ['kiểu tóc', 'ánh sáng']) {
    const tag = await send('POST', '/api/admin/blog/tags', {
      slug: uniqueSlug('tag'),
      name_vi: name,
    });
    refs.tags.push(tag.json().slug);
  }
});
afterAll(() => server.close());

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: bearer(adminToken), payload });
}

const createPost = (overrides = {}) =>
  send('POST', '/api/admin/blog/posts', postInput(refs, overrides));

describe('categories, authors and tags', () => {
  it('are created with 201 and appear in the public lists', async () => {
    const slug = uniqueSlug('video');
    const created = await send('POST', '/api/admin/blog/categories', { slug, name_vi: 'Video' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(String), slug, name_en: null });
    const categories = (await server.app.inject({ url: '/api/blog/categories' })).json();
    expect(categories.items).toContainEqual(expect.objectContaining({ slug, post_count: 0 }));
  });

  it('refuse a slug in use (409) and a malformed slug (400)', async () => {
    const duplicate = await send('POST', '/api/admin/blog/tags', {
      slug: refs.tags[0],
      name_vi: 'Lặp',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'conflict' });
    const malformed = await send('POST', '/api/admin/blog/tags', {
      slug: 'Kiểu Tóc',
      name_vi: 'Sai',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { slug: expect.any(String) } });
  });
});

describe('creating a post', () => {
  it('stores it with reading times and returns it (201); it is then public', async () => {
    const response = await createPost({ tags: refs.tags, body_vi: markdownBody(['Một'], 450) });
    expect(response.statusCode, response.body).toBe(201);
    const post = adminBlogPostSchema.parse(response.json());
    expect(post).toMatchObject({ tags: refs.tags, reading_minutes_vi: 2, reading_minutes_en: 1 });
    const page = await server.app.inject({ url: `/api/blog/posts/${post.slug}` });
    expect(page.statusCode).toBe(200);
  });

  it('refuses raw HTML such as <script> or <iframe> in a body, naming the field', async () => {
    const bodies = [
      `${markdownBody()}\n\n<script>alert('x')</script>`,
      `${markdownBody()}\n\n<iframe src="https://evil.example"></iframe>`,
      `${markdownBody()} and an inline <img src=x onerror=alert(1)> tag`,
    ];
    for (const body of bodies) {
      const response = await createPost({ body_en: body });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().fields.body_en).toMatch(/Raw HTML/);
    }
    const script = await createPost({ body_vi: `${markdownBody()}\n\n<script>x()</script>` });
    expect(script.json().fields.body_vi).toContain('<script>');
  });

  it('refuses links and images that are not http(s), mailto or relative', async () => {
    const links = [
      '[bấm](javascript:alert(1))',
      '[a](JaVaScRiPt:alert(1))',
      '[a](&#106;avascript:alert(1))',
      '<javascript:alert(1)>',
      '![x](data:image/svg+xml;base64,AA)',
    ];
    for (const link of links) {
      const response = await createPost({ body_vi: `${markdownBody()}\n\n${link}` });
      expect(response.statusCode, link).toBe(400);
      expect(response.json().fields.body_vi).toMatch(/http, https or mailto/);
    }
  });

  it('refuses unknown author, category and tags, each on its field', async () => {
    const response = await createPost({
      author: 'khong-co',
      category: 'khong-co',
      tags: ['khong-co'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        author: expect.any(String),
        category: expect.any(String),
        tags: expect.any(String),
      },
    });
  });

  it('wants every English text or none', async () => {
    const response = await createPost({ body_en: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('title_en');
  });

  it('refuses a slug another post uses', async () => {
    const slug = uniqueSlug('twice');
    expect((await createPost({ slug })).statusCode).toBe(201);
    expect((await createPost({ slug })).statusCode).toBe(409);
  });
});

describe('updating and deleting a post', () => {
  it('PUT replaces its texts and tags', async () => {
    const post = adminBlogPostSchema.parse((await createPost({ tags: refs.tags })).json());
    const changed = postInput(refs, {
      slug: post.slug,
      title_vi: 'Tiêu đề mới',
      tags: [refs.tags[1]!],
    });
    const response = await send('PUT', `/api/admin/blog/posts/${post.id}`, changed);
    expect(response.statusCode, response.body).toBe(200);
    const page = (await server.app.inject({ url: `/api/blog/posts/${post.slug}` })).json();
    expect(page.title).toBe('Tiêu đề mới');
    expect(page.tags.map((tag: { slug: string }) => tag.slug)).toEqual([refs.tags[1]]);
  });

  it('PUT refuses the slug of another post (409) and an unknown id (404)', async () => {
    const first = adminBlogPostSchema.parse((await createPost()).json());
    const second = adminBlogPostSchema.parse((await createPost()).json());
    const clash = await send(
      'PUT',
      `/api/admin/blog/posts/${second.id}`,
      postInput(refs, { slug: first.slug }),
    );
    expect(clash.statusCode).toBe(409);
    const missing = await send(
      'PUT',
      `/api/admin/blog/posts/${crypto.randomUUID()}`,
      postInput(refs),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('DELETE removes it with its comments (204), then 404', async () => {
    const post = adminBlogPostSchema.parse((await createPost()).json());
    const { token } = await createSignedInUser(server);
    await server.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${post.slug}/comments`,
      headers: bearer(token),
      payload: { body: 'Bình luận sẽ bị xoá theo bài' },
    });
    expect((await send('DELETE', `/api/admin/blog/posts/${post.id}`)).statusCode).toBe(204);
    expect((await server.app.inject({ url: `/api/blog/posts/${post.slug}` })).statusCode).toBe(404);
    const comments = await queryRows(
      server.database,
      `SELECT id FROM blog_comments WHERE post_id = '${post.id}'`,
    );
    expect(comments).toEqual([]);
    expect((await send('DELETE', `/api/admin/blog/posts/${post.id}`)).statusCode).toBe(404);
  });
});
