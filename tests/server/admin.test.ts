/**
 * The admin API is enforced by the server (docs/accounts.md#roles): every route under /api/admin,
 * including ones added later, refuses guests (401) and non-admins (403). Admins come from
 * ADMIN_EMAILS or the users.is_admin flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDashboardSummarySchema,
  adminUserSchema,
  adminUserSearchResponseSchema,
  userStatisticsSchema,
} from '../../common/contracts/admin';
import { bearer, createSignedInUser, createUser, uniqueEmail } from './helpers/accounts';
import { createPost, createTaxonomy } from './helpers/blog';
import { createTestApp, queryRows, type TestApp } from './test-app';

const LISTED_ADMIN = 'boss@studioai.vn';
let server: TestApp;
let adminToken: string;
let memberToken: string;
let memberId: string;
let postId: string;

beforeAll(async () => {
  server = await createTestApp({ env: { ADMIN_EMAILS: LISTED_ADMIN } });
  adminToken = (await createSignedInUser(server, { email: LISTED_ADMIN })).token;
  const member = await createSignedInUser(server);
  memberToken = member.token;
  memberId = member.user.id;
  postId = (await createPost(server, await createTaxonomy(server, 0))).id;
});
afterAll(() => server.close());

interface Endpoint {
  method: string;
  url: string;
}

/** Every method + path under /api/admin the app registered (HEAD mirrors GET). */
function adminEndpoints(): Endpoint[] {
  const endpoints = server.routes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
    .filter(({ method, url }) => url.startsWith('/api/admin') && method !== 'HEAD');
  expect(endpoints.length).toBeGreaterThanOrEqual(5);
  return endpoints;
}

/** Path parameters get a real user's id, or a real post's on a blog post's route. */
function call({ method, url }: Endpoint, token?: string) {
  const id = url.startsWith('/api/admin/blog/posts/') ? postId : memberId;
  return server.app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, id),
    headers: token ? bearer(token) : {},
    ...(method !== 'GET' && { payload: { name: 'Renamed By Test' } }),
  });
}

describe('every /api/admin route', () => {
  it('answers a guest with 401 unauthorized', async () => {
    for (const route of adminEndpoints()) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('answers a signed-in non-admin with 403 forbidden', async () => {
    for (const route of adminEndpoints()) {
      const response = await call(route, memberToken);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('answers an admin GET with 200', async () => {
    for (const route of adminEndpoints().filter((candidate) => candidate.method === 'GET')) {
      const response = await call(route, adminToken);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
    }
  });
});

describe('who is an admin', () => {
  it('a user whose e-mail is in ADMIN_EMAILS, shown as is_admin on login', async () => {
    const login = await server.app.inject({ url: '/auth/profile', headers: bearer(adminToken) });
    expect(login.json()).toMatchObject({ email: LISTED_ADMIN, is_admin: true });
  });

  it('not a user whose e-mail is in ADMIN_EMAILS but unverified: an address alone grants nothing', async () => {
    const listed = await createTestApp({ env: { ADMIN_EMAILS: 'unproven@studioai.vn' } });
    try {
      const { user, token } = await createSignedInUser(listed, { email: 'unproven@studioai.vn' });
      await queryRows(
        listed.database,
        `UPDATE users SET is_verified = false WHERE id = '${user.id}'`,
      );
      const profile = await listed.app.inject({ url: '/auth/profile', headers: bearer(token) });
      expect(profile.json()).toMatchObject({ is_admin: false });
      const admin = await listed.app.inject({
        url: '/api/admin/statistics/users',
        headers: bearer(token),
      });
      expect(admin.statusCode).toBe(403);
    } finally {
      await listed.close();
    }
  });

  it('a user with the is_admin flag', async () => {
    const { token } = await createSignedInUser(server, { isAdmin: true });
    const response = await server.app.inject({
      url: '/api/admin/statistics/users',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the admin user endpoints', () => {
  const asAdmin = (url: string) => server.app.inject({ url, headers: bearer(adminToken) });

  it('count users, verified users, admins and recent sign-ups', async () => {
    const before = userStatisticsSchema.parse(
      (await asAdmin('/api/admin/statistics/users')).json(),
    );
    const old = await createUser(server, { isVerified: false });
    await queryRows(
      server.database,
      `UPDATE users SET created_at = now() - interval '20 days' WHERE id = '${old.id}'`,
    );
    await createUser(server, { isAdmin: true });
    const after = userStatisticsSchema.parse((await asAdmin('/api/admin/statistics/users')).json());
    expect(after).toEqual({
      total_users: before.total_users + 2,
      verified_users: before.verified_users + 1,
      admin_users: before.admin_users + 1,
      new_users_last_7_days: before.new_users_last_7_days + 1,
      new_users_last_30_days: before.new_users_last_30_days + 2,
    });
  });

  it('search by part of the e-mail or name and by verification, 50 a page by default', async () => {
    const tag = `zq${Date.now()}`;
    await createUser(server, { email: uniqueEmail(`${tag}-a`), name: 'Alpha' });
    await createUser(server, { email: uniqueEmail(`${tag}-b`), name: 'Beta', isVerified: false });
    const byEmail = adminUserSearchResponseSchema.parse(
      (await asAdmin(`/api/admin/users/search?email=${tag.toUpperCase()}`)).json(),
    );
    expect(byEmail).toMatchObject({ total: 2, limit: 50, offset: 0 });
    const unverified = adminUserSearchResponseSchema.parse(
      (await asAdmin(`/api/admin/users/search?email=${tag}&is_verified=false`)).json(),
    );
    expect(unverified.users.map((user) => user.name)).toEqual(['Beta']);
    const page = adminUserSearchResponseSchema.parse(
      (
        await asAdmin(`/api/admin/users/search?email=${tag}&limit=1&offset=1&plan=free_trial`)
      ).json(),
    );
    expect(page).toMatchObject({ total: 2, users: [{ name: 'Alpha' }] });
    const wildcard = await asAdmin('/api/admin/users/search?name=%25');
    expect(adminUserSearchResponseSchema.parse(wildcard.json()).total).toBe(0);
  });

  it('show one user, and 404 not_found for an unknown id', async () => {
    const user = adminUserSchema.parse((await asAdmin(`/api/admin/users/${memberId}`)).json());
    expect(user).toMatchObject({ id: memberId, password_set: true });
    const missing = await asAdmin('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('update name, language and the admin flag; verifying grants the free trial once', async () => {
    const target = await createUser(server, { isVerified: false });
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.id}`,
        headers: bearer(adminToken),
        payload,
      });
    const updated = await put({ name: 'New Name', language: 'en', is_admin: true });
    expect(updated.json()).toMatchObject({ name: 'New Name', language: 'en', is_admin: true });
    expect((await put({ is_verified: true })).json()).toMatchObject({
      is_verified: true,
      credits: 5,
    });
    await put({ is_verified: false });
    expect((await put({ is_verified: true })).json()).toMatchObject({ credits: 5 });
  });

  it('refuse an invalid update with 400', async () => {
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${memberId}`,
        headers: bearer(adminToken),
        payload,
      });
    for (const payload of [{}, { name: 'x' }, { language: 'fr' }, { credits: 1000 }]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('summarise users on the dashboard, with the newest sign-ups', async () => {
    const newest = await createUser(server, { name: 'Newest Member' });
    const summary = adminDashboardSummarySchema.parse(
      (await asAdmin('/api/admin/dashboard/summary')).json(),
    );
    expect(summary.recent_users[0]).toMatchObject({ id: newest.id });
    expect(Object.keys(summary)).toEqual(['users', 'recent_users']);
  });
});
