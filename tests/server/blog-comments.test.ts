/**
 * Comments: read by anyone, written by signed-in users (2–2000 characters, stored as the plain
 * text typed, `<script>` included — the client shows it as text), deleted by the writer or an
 * admin only, and rate-limited per user and per IP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCommentListSchema, blogCommentSchema } from '../../common/contracts/blog-comments';
import {
  COMMENTS_PER_IP_PER_10_MIN,
  COMMENTS_PER_USER_PER_10_MIN,
} from '../../server/modules/blog/blog-limits';
import { bearer, createSignedInUser, nextIp } from './helpers/accounts';
import { createPost, createTaxonomy } from './helpers/blog';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let slug: string;
let draftSlug: string;

beforeAll(async () => {
  server = await createTestApp();
  const taxonomy = await createTaxonomy(server, 0);
  slug = (await createPost(server, taxonomy)).slug;
  draftSlug = (await createPost(server, taxonomy, { published_at: null })).slug;
});
afterAll(() => server.close());

function comment(token: string | null, body: string, postSlug = slug, remoteAddress = nextIp()) {
  return server.app.inject({
    method: 'POST',
    url: `/api/blog/posts/${postSlug}/comments`,
    headers: token ? bearer(token) : {},
    remoteAddress,
    payload: { body },
  });
}

async function listComments(token?: string) {
  const response = await server.app.inject({
    url: `/api/blog/posts/${slug}/comments`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  return blogCommentListSchema.parse(response.json());
}

const remove = (commentId: string, token?: string) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/blog/comments/${commentId}`,
    headers: token ? bearer(token) : {},
  });

describe('writing a comment', () => {
  it('needs a signed-in user', async () => {
    const response = await comment(null, 'Bài viết hay quá!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('stores the trimmed text under the writer name, shown newest first', async () => {
    const { token } = await createSignedInUser(server, { name: 'Lê Thu Hà' });
    const first = await comment(token, '  Cảm ơn, rất hữu ích!  ');
    expect(first.statusCode).toBe(201);
    expect(blogCommentSchema.parse(first.json())).toMatchObject({
      body: 'Cảm ơn, rất hữu ích!',
      author_name: 'Lê Thu Hà',
      can_delete: true,
    });
    await comment(token, 'Câu hỏi thứ hai');
    const { items } = await listComments();
    expect(items.slice(0, 2).map((item) => item.body)).toEqual([
      'Câu hỏi thứ hai',
      'Cảm ơn, rất hữu ích!',
    ]);
  });

  it('keeps markup as the plain text typed: nothing is turned into HTML or stripped', async () => {
    const { token } = await createSignedInUser(server);
    const text = '<script>window.hacked = 1</script> [xem](javascript:alert(1)) <b>đậm</b>';
    expect((await comment(token, text)).statusCode).toBe(201);
    const [stored] = await queryRows<{ body: string }>(
      server.database,
      "SELECT body FROM blog_comments WHERE body LIKE '<script>%'",
    );
    expect(stored?.body).toBe(text);
    expect((await listComments()).items[0]?.body).toBe(text);
  });

  it('refuses fewer than 2 and more than 2000 characters', async () => {
    const { token } = await createSignedInUser(server);
    for (const body of [' a ', 'x'.repeat(2001)]) {
      const response = await comment(token, body);
      expect(response.statusCode, `${body.length} characters`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { body: expect.any(String) },
      });
    }
    expect((await comment(token, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('answers 404 for a post that is not published', async () => {
    const { token } = await createSignedInUser(server);
    expect((await comment(token, 'Bình luận', draftSlug)).statusCode).toBe(404);
  });
});

describe('deleting a comment', () => {
  it('is allowed to its writer, refused (403) to another user and to guests (401)', async () => {
    const writer = await createSignedInUser(server);
    const stranger = await createSignedInUser(server);
    const created = blogCommentSchema.parse((await comment(writer.token, 'Sẽ xoá')).json());

    const asStranger = await listComments(stranger.token);
    expect(asStranger.items.find((item) => item.id === created.id)?.can_delete).toBe(false);
    expect((await remove(created.id)).statusCode).toBe(401);
    const refused = await remove(created.id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });

    expect((await remove(created.id, writer.token)).statusCode).toBe(204);
    expect((await listComments()).items.some((item) => item.id === created.id)).toBe(false);
    expect((await remove(created.id, writer.token)).statusCode).toBe(404);
  });

  it("is allowed to an admin for anyone's comment", async () => {
    const writer = await createSignedInUser(server);
    const admin = await createSignedInUser(server, { isAdmin: true });
    const created = blogCommentSchema.parse((await comment(writer.token, 'Spam')).json());
    const asAdmin = await listComments(admin.token);
    expect(asAdmin.items.find((item) => item.id === created.id)?.can_delete).toBe(true);
    expect((await remove(created.id, admin.token)).statusCode).toBe(204);
  });
});

describe('rate limits', () => {
  it(`refuses a user's comment number ${COMMENTS_PER_USER_PER_10_MIN.max + 1} in 10 minutes, from any IP`, async () => {
    const { token } = await createSignedInUser(server);
    for (let i = 1; i <= COMMENTS_PER_USER_PER_10_MIN.max; i++) {
      expect((await comment(token, `Bình luận số ${i}`)).statusCode).toBe(201);
    }
    const refused = await comment(token, 'Một bình luận nữa');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it(`refuses comment number ${COMMENTS_PER_IP_PER_10_MIN.max + 1} from one IP, whoever writes`, async () => {
    const ip = nextIp();
    for (let i = 1; i <= COMMENTS_PER_IP_PER_10_MIN.max; i++) {
      // A fresh user for each comment keeps the per-user limit out of the way.
      const { token } = await createSignedInUser(server);
      expect((await comment(token, `Từ cùng một mạng ${i}`, slug, ip)).statusCode).toBe(201);
    }
    const { token } = await createSignedInUser(server);
    expect((await comment(token, 'Quá nhiều', slug, ip)).statusCode).toBe(429);
  });
});
