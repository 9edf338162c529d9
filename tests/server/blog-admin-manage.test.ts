/**
 * The admin's blog pages' server side (docs/admin.md#blog-management): the list of every post
 * (drafts too) with status and search, one post for the editor, categories, authors and tags
 * with their post counts, renamed and deleted with audit rows, and cover uploads.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBlogPostSchema } from '../../common/contracts/blog-admin';
import {
  adminBlogCategoryListSchema,
  adminBlogCoverSchema,
  adminBlogPostListSchema,
  adminBlogTagListSchema,
} from '../../common/contracts/blog-admin-reads';
import { adminAuditResponseSchema } from '../../common/contracts/admin-audit';
import { MAX_UPLOAD_BYTES } from '../../common/media';
import { bearer, createSignedInUser } from './helpers/accounts';
import { imageOf, makeCorruptJpeg, multipartBody } from './helpers/assets';
import { daysAgo, postInput, uniqueSlug } from './helpers/blog';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp();
  adminToken = (await createSignedInUser(server, { isAdmin: true })).token;
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });

async function taxonomy() {
  const author = (
    await send('POST', '/api/admin/blog/authors', { slug: uniqueSlug('author'), name: 'Lê Vy' })
  ).json();
  const category = (
    await send('POST', '/api/admin/blog/categories', {
      slug: uniqueSlug('category'),
      name_vi: 'Mẹo hay',
      name_en: 'Tips',
    })
  ).json();
  const tag = (
    await send('POST', '/api/admin/blog/tags', { slug: uniqueSlug('tag'), name_vi: 'ánh sáng' })
  ).json();
  return { author, category, tag };
}

async function createPost(refs: Awaited<ReturnType<typeof taxonomy>>, overrides = {}) {
  const input = postInput(
    { author: refs.author.slug, category: refs.category.slug, tags: [refs.tag.slug] },
    overrides,
  );
  const response = await send('POST', '/api/admin/blog/posts', input);
  expect(response.statusCode, response.body).toBe(201);
  return adminBlogPostSchema.parse(response.json());
}

const auditOf = async (targetId: string) =>
  adminAuditResponseSchema.parse(
    (await send('GET', `/api/admin/audit?target_id=${targetId}`)).json(),
  ).entries;

describe('GET /api/admin/blog/posts', () => {
  it('lists drafts, scheduled and published posts with their status, filtered by status', async () => {
    const refs = await taxonomy();
    const marker = uniqueSlug('status');
    const draft = await createPost(refs, { title_vi: `Nháp ${marker}`, published_at: null });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await createPost(refs, { title_vi: `Hẹn ${marker}`, published_at: future });
    const published = await createPost(refs, {
      title_vi: `Đăng ${marker}`,
      published_at: daysAgo(1),
    });

    const all = adminBlogPostListSchema.parse(
      (await send('GET', `/api/admin/blog/posts?q=${marker}`)).json(),
    );
    expect(all.total).toBe(3);
    const statusOf = Object.fromEntries(all.items.map((item) => [item.id, item.status]));
    expect(statusOf).toEqual({
      [draft.id]: 'draft',
      [scheduled.id]: 'scheduled',
      [published.id]: 'published',
    });
    expect(all.items[0]).toMatchObject({
      category: { slug: refs.category.slug, name_vi: 'Mẹo hay' },
      author: { slug: refs.author.slug, name: 'Lê Vy' },
      tags: [refs.tag.slug],
    });

    for (const [status, post] of [
      ['draft', draft],
      ['scheduled', scheduled],
      ['published', published],
    ] as const) {
      const page = adminBlogPostListSchema.parse(
        (await send('GET', `/api/admin/blog/posts?q=${marker}&status=${status}`)).json(),
      );
      expect(page.items.map((item) => item.id)).toEqual([post.id]);
    }
    // The public blog shows only the published one.
    const publicList = (await server.app.inject({ url: '/api/blog/posts?page_size=50' })).json();
    const publicIds = publicList.items.map((item: { id: string }) => item.id);
    expect(publicIds).toContain(published.id);
    expect(publicIds).not.toContain(draft.id);
  });

  it('searches titles in both languages and slugs, any case, % and _ taken literally', async () => {
    const refs = await taxonomy();
    const post = await createPost(refs, { title_en: 'Window LIGHT for salons' });
    const search = async (q: string) =>
      adminBlogPostListSchema
        .parse((await send('GET', `/api/admin/blog/posts?q=${encodeURIComponent(q)}`)).json())
        .items.map((item) => item.id);
    expect(await search('window light')).toContain(post.id);
    expect(await search(post.slug.toUpperCase())).toContain(post.id);
    expect(await search('100%_')).toEqual([]);
  });

  it('pages with limit and offset, and says the total', async () => {
    const refs = await taxonomy();
    const marker = uniqueSlug('paging');
    for (let i = 0; i < 3; i++) await createPost(refs, { title_vi: `Trang ${marker} ${i}` });
    const page = adminBlogPostListSchema.parse(
      (await send('GET', `/api/admin/blog/posts?q=${marker}&limit=2&offset=2`)).json(),
    );
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.items).toHaveLength(1);
    expect((await send('GET', '/api/admin/blog/posts?status=archived')).statusCode).toBe(400);
  });
});

describe('the public blog after a write', () => {
  it('lists a published post at once, in the sitemap too; never a draft; a deleted one leaves both', async () => {
    const refs = await taxonomy();
    const published = await createPost(refs);
    const draft = await createPost(refs, { published_at: null });
    const publicSlugs = async () =>
      (await server.app.inject({ url: '/api/blog/posts?page_size=50' }))
        .json()
        .items.map((item: { slug: string }) => item.slug);
    const sitemap = async () => (await server.app.inject({ url: '/sitemap.xml' })).body;

    expect(await publicSlugs()).toContain(published.slug);
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await sitemap()).toContain(`/blog/${published.slug}<`);
    expect(await sitemap()).not.toContain(`/blog/${draft.slug}<`);

    expect((await send('DELETE', `/api/admin/blog/posts/${published.id}`)).statusCode).toBe(204);
    expect(await publicSlugs()).not.toContain(published.slug);
    expect(await sitemap()).not.toContain(`/blog/${published.slug}<`);
  });
});

describe('GET /api/admin/blog/posts/{id}', () => {
  it('answers a draft with every text, in the shape PUT takes back', async () => {
    const refs = await taxonomy();
    const input = postInput(
      { author: refs.author.slug, category: refs.category.slug, tags: [refs.tag.slug] },
      { published_at: null },
    );
    const created = adminBlogPostSchema.parse(
      (await send('POST', '/api/admin/blog/posts', input)).json(),
    );
    const response = await send('GET', `/api/admin/blog/posts/${created.id}`);
    expect(response.statusCode).toBe(200);
    const post = adminBlogPostSchema.parse(response.json());
    expect(post).toEqual(created);
    const { id, reading_minutes_vi, reading_minutes_en, created_at, updated_at, ...request } = post;
    expect([id, reading_minutes_vi, reading_minutes_en, created_at, updated_at]).toBeDefined();
    expect((await send('PUT', `/api/admin/blog/posts/${id}`, request)).statusCode).toBe(200);
    const missing = await send('GET', `/api/admin/blog/posts/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('categories, authors and tags', () => {
  it('are listed with the number of posts naming each, drafts included', async () => {
    const refs = await taxonomy();
    await createPost(refs, { published_at: null });
    await createPost(refs);
    const categories = adminBlogCategoryListSchema.parse(
      (await send('GET', '/api/admin/blog/categories')).json(),
    );
    expect(categories.items).toContainEqual(
      expect.objectContaining({ id: refs.category.id, post_count: 2 }),
    );
    const tags = adminBlogTagListSchema.parse((await send('GET', '/api/admin/blog/tags')).json());
    expect(tags.items).toContainEqual(expect.objectContaining({ id: refs.tag.id, post_count: 2 }));
    const authors = (await send('GET', '/api/admin/blog/authors')).json();
    expect(authors.items).toContainEqual(
      expect.objectContaining({ id: refs.author.id, post_count: 2 }),
    );
  });

  it('are renamed by PUT, on the public blog too, with an audit row of the changed fields', async () => {
    const refs = await taxonomy();
    const renamed = await send('PUT', `/api/admin/blog/categories/${refs.category.id}`, {
      slug: refs.category.slug,
      name_vi: 'Mẹo chụp ảnh',
      name_en: 'Tips',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: refs.category.id, name_vi: 'Mẹo chụp ảnh' });
    const publicList = (await server.app.inject({ url: '/api/blog/categories' })).json();
    expect(publicList.items).toContainEqual(
      expect.objectContaining({ slug: refs.category.slug, name: 'Mẹo chụp ảnh' }),
    );
    const [row] = await auditOf(refs.category.id);
    expect(row).toMatchObject({
      action: 'blog.category_update',
      target_type: 'blog_category',
      before: { name_vi: 'Mẹo hay' },
      after: { name_vi: 'Mẹo chụp ảnh' },
    });
    expect(Object.keys(row!.after!)).toEqual(['name_vi']);
  });

  it('refuse a rename to a slug in use (409), an unknown id (404) and bad fields (400)', async () => {
    const first = await taxonomy();
    const second = await taxonomy();
    const clash = await send('PUT', `/api/admin/blog/tags/${second.tag.id}`, {
      slug: first.tag.slug,
      name_vi: 'trùng',
    });
    expect(clash.statusCode).toBe(409);
    const missing = await send('PUT', `/api/admin/blog/authors/${crypto.randomUUID()}`, {
      slug: uniqueSlug('author'),
      name: 'Không Có',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await send('PUT', `/api/admin/blog/authors/${first.author.id}`, {
      slug: 'Chữ Hoa',
      name: 'A',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name', 'slug']);
    expect(await auditOf(second.tag.id)).toHaveLength(1); // its creation only
  });

  it('refuse to delete a category or author that posts name (409), and audit nothing', async () => {
    const refs = await taxonomy();
    await createPost(refs, { published_at: null });
    for (const url of [
      `/api/admin/blog/categories/${refs.category.id}`,
      `/api/admin/blog/authors/${refs.author.id}`,
    ]) {
      const response = await send('DELETE', url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: 'blog_taxonomy_in_use' });
      expect(response.json().detail).toMatch(/used by 1 post/);
    }
    expect(await auditOf(refs.category.id)).toHaveLength(1);
  });

  it('delete an unused category with an audit row, then 404', async () => {
    const refs = await taxonomy();
    const url = `/api/admin/blog/categories/${refs.category.id}`;
    expect((await send('DELETE', url)).statusCode).toBe(204);
    expect((await send('DELETE', url)).statusCode).toBe(404);
    const [deletion] = await auditOf(refs.category.id);
    expect(deletion).toMatchObject({
      action: 'blog.category_delete',
      before: { slug: refs.category.slug, name_vi: 'Mẹo hay' },
      after: null,
    });
  });

  it('delete a tag in use: its posts lose it and keep the rest; the audit row names them', async () => {
    const refs = await taxonomy();
    const post = await createPost(refs);
    expect((await send('DELETE', `/api/admin/blog/tags/${refs.tag.id}`)).statusCode).toBe(204);
    const page = (await server.app.inject({ url: `/api/blog/posts/${post.slug}` })).json();
    expect(page).toMatchObject({ title: post.title_vi, tags: [] });
    const [deletion] = await auditOf(refs.tag.id);
    expect(deletion).toMatchObject({
      action: 'blog.tag_delete',
      before: { slug: refs.tag.slug, post_ids: [post.id] },
      after: null,
    });
  });
});

describe('POST /api/admin/blog/covers', () => {
  const uploadCover = async (bytes: Uint8Array, name = 'cover.jpg') => {
    const { payload, headers } = await multipartBody(bytes, name);
    return server.app.inject({
      method: 'POST',
      url: '/api/admin/blog/covers',
      headers: { ...headers, ...bearer(adminToken) },
      payload,
    });
  };

  it('stores a WebP within 1600 px, upright, without EXIF, served publicly for good', async () => {
    const photo = await imageOf(3000, 2000)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 2/1 3/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await uploadCover(photo);
    expect(response.statusCode, response.body).toBe(201);
    const cover = adminBlogCoverSchema.parse(response.json());
    expect(cover).toMatchObject({ width: 1067, height: 1600 });
    expect(cover.cover_image).toMatch(/^\/blog-covers\/[0-9a-f]{24}\.webp$/);

    const file = await server.app.inject({ url: cover.cover_image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(stored.exif).toBeUndefined();
  });

  it('gives a post its cover: the public post shows it', async () => {
    const small = await imageOf(800, 450).png().toBuffer();
    const cover = adminBlogCoverSchema.parse((await uploadCover(small, 'c.png')).json());
    expect(cover).toMatchObject({ width: 800, height: 450 });
    const post = await createPost(await taxonomy(), { cover_image: cover.cover_image });
    const page = (await server.app.inject({ url: `/api/blog/posts/${post.slug}` })).json();
    expect(page.cover_image).toBe(cover.cover_image);
  });

  it('refuses what is not an image (415), a damaged image (422) and more than 10 MB (413)', async () => {
    const text = await uploadCover(new TextEncoder().encode('not an image at all'), 'x.jpg');
    expect(text.statusCode).toBe(415);
    expect((await uploadCover(await makeCorruptJpeg())).statusCode).toBe(422);
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 1024);
    huge.set(await imageOf(8, 8).png().toBuffer());
    expect((await uploadCover(huge, 'huge.png')).statusCode).toBe(413);
  });

  it('serves no cover under a name it would not make', async () => {
    // `..` is resolved before routing: this asks for the page path /jwt-secret, never the file.
    const escaped = await server.app.inject({ url: '/blog-covers/../jwt-secret' });
    expect(escaped.headers['content-type']).toMatch(/^text\/html/);
    expect(escaped.body).not.toContain(server.config.JWT_SECRET);
    expect((await server.app.inject({ url: '/blog-covers/abc.webp' })).statusCode).toBe(404);
    const unknown = `/blog-covers/${'0'.repeat(24)}.webp`;
    expect((await server.app.inject({ url: unknown })).statusCode).toBe(404);
  });
});
