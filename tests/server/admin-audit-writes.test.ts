/**
 * Every admin write of the blog and the Engines page writes its audit row
 * (docs/admin.md#audit-log): who and what, the changed fields before and after, never a key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditResponseSchema } from '../../common/contracts/admin-audit';
import { bearer, createSignedInUser } from './helpers/accounts';
import { postInput, uniqueSlug } from './helpers/blog';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let adminId: string;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp();
  const admin = await createSignedInUser(server, { isAdmin: true });
  adminId = admin.user.id;
  adminToken = admin.token;
});
afterAll(() => server.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });
const auditOf = async (targetId: string) => {
  const response = await server.app.inject({
    url: `/api/admin/audit?target_id=${targetId}`,
    headers: bearer(adminToken),
  });
  return adminAuditResponseSchema.parse(response.json()).entries.reverse();
};

/** An author, a category and two tags made through the admin API; their slugs and ids. */
async function taxonomy() {
  const author = await send('POST', '/api/admin/blog/authors', {
    slug: uniqueSlug('author'),
    name: 'Trần Thu Hà',
    role_vi: 'Biên tập viên',
    role_en: 'Editor',
    bio_vi: 'Viết về thời trang.',
    bio_en: 'Writes about fashion.',
  });
  const category = await send('POST', '/api/admin/blog/categories', {
    slug: uniqueSlug('category'),
    name_vi: 'Mẹo chụp ảnh',
    name_en: 'Photo tips',
    description_vi: 'Mô tả',
    description_en: 'Description',
  });
  const tags = [];
  for (const name of ['ánh sáng', 'phông nền']) {
    const slug = uniqueSlug('tag');
    tags.push(
      (await send('POST', '/api/admin/blog/tags', { slug, name_vi: name, name_en: slug })).json(),
    );
  }
  return { author: author.json(), category: category.json(), tags };
}

describe('the blog admin writes', () => {
  it('audit a new category, author and tag with what they were created as', async () => {
    const { author, category, tags } = await taxonomy();
    expect(await auditOf(category.id)).toMatchObject([
      {
        admin_id: adminId,
        action: 'blog.category_create',
        target_type: 'blog_category',
        before: null,
        after: { slug: category.slug, name_vi: 'Mẹo chụp ảnh', name_en: 'Photo tips' },
      },
    ]);
    expect(await auditOf(author.id)).toMatchObject([
      { action: 'blog.author_create', after: { slug: author.slug, name: 'Trần Thu Hà' } },
    ]);
    expect(await auditOf(tags[0].id)).toMatchObject([
      { action: 'blog.tag_create', target_type: 'blog_tag', after: { name_vi: 'ánh sáng' } },
    ]);
  });

  it('audit a post created, edited (changed fields only) and deleted', async () => {
    const { author, category, tags } = await taxonomy();
    const input = postInput({ author: author.slug, category: category.slug, tags: [tags[0].slug] });
    const created = await send('POST', '/api/admin/blog/posts', input);
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as string;
    const edited = await send('PUT', `/api/admin/blog/posts/${postId}`, {
      ...input,
      title_vi: 'Tiêu đề mới',
      tags: [tags[1].slug],
    });
    expect(edited.statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/blog/posts/${postId}`)).statusCode).toBe(204);

    const [create, update, remove] = await auditOf(postId);
    expect(create).toMatchObject({
      action: 'blog.post_create',
      target_type: 'blog_post',
      before: null,
      after: { slug: input.slug, title_vi: input.title_vi, tag_ids: [tags[0].id] },
    });
    expect(create!.after).not.toHaveProperty('title_sort_vi');
    expect(update).toMatchObject({
      action: 'blog.post_update',
      before: { title_vi: input.title_vi, tag_ids: [tags[0].id] },
      after: { title_vi: 'Tiêu đề mới', tag_ids: [tags[1].id] },
    });
    expect(Object.keys(update!.after!).sort()).toEqual(['tag_ids', 'title_vi']);
    expect(remove).toMatchObject({
      action: 'blog.post_delete',
      before: { slug: input.slug, title_vi: 'Tiêu đề mới' },
      after: null,
    });
  });

  it('audit nothing for a refused write', async () => {
    const { author, category } = await taxonomy();
    const input = postInput({ author: author.slug, category: category.slug });
    await send('POST', '/api/admin/blog/posts', input);
    const before = await queryRows<{ count: number }>(
      server.database,
      'SELECT count(*)::int AS count FROM admin_audit',
    );
    expect((await send('POST', '/api/admin/blog/posts', input)).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('DELETE', `/api/admin/blog/posts/${unknown}`)).statusCode).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/api/admin/blog/posts/${unknown}`,
          postInput({ author: author.slug, category: category.slug }),
        )
      ).statusCode,
    ).toBe(404);
    const after = await queryRows<{ count: number }>(
      server.database,
      'SELECT count(*)::int AS count FROM admin_audit',
    );
    expect(after).toEqual(before);
  });
});

describe('an Engines page change', () => {
  const KEY = 'fal-key-abcdef-0123456789-SECRET-9f3c';

  it('is audited with secret_set and secret_hint, never the key or its sealed form', async () => {
    const saved = await send('PUT', '/api/admin/engines/virtual-tryon', {
      engine: 'fal',
      secret: KEY,
      base_url: 'http://127.0.0.1:9',
    });
    expect(saved.statusCode).toBe(200);
    const [{ secret_sealed: sealed }] = (await queryRows<{ secret_sealed: string }>(
      server.database,
      "SELECT secret_sealed FROM engine_settings WHERE service = 'virtual-tryon'",
    )) as [{ secret_sealed: string }];
    expect(sealed).toBeTruthy();
    expect(
      (await send('PUT', '/api/admin/engines/virtual-tryon', { engine: 'local' })).statusCode,
    ).toBe(200);

    const [toFal, toLocal] = await auditOf('virtual-tryon');
    expect(toFal).toMatchObject({
      admin_id: adminId,
      action: 'engine.update',
      target_type: 'engine',
      before: null,
      after: {
        engine: 'fal',
        quality: 'standard',
        secret_set: true,
        secret_hint: `…${KEY.slice(-4)}`,
        base_url: 'http://127.0.0.1:9',
      },
    });
    expect(toLocal).toMatchObject({
      before: { engine: 'fal', secret_set: true, quality: 'standard' },
      after: { engine: 'local', secret_set: false, quality: 'preview' },
    });
    const rows = JSON.stringify(
      await queryRows(server.database, "SELECT * FROM admin_audit WHERE target_type = 'engine'"),
    );
    expect(rows).not.toContain(KEY);
    expect(rows).not.toContain(KEY.slice(0, 12));
    expect(rows).not.toContain(sealed);
  });

  it('audits nothing for a change refused because the engine cannot run', async () => {
    const before = (await auditOf('hairstyle-changer')).length;
    expect(
      (await send('PUT', '/api/admin/engines/hairstyle-changer', { engine: 'fal' })).statusCode,
    ).toBe(422);
    expect(await auditOf('hairstyle-changer')).toHaveLength(before);
  });
});
