/**
 * The admin audit log (docs/admin.md#audit-log): a user update writes one row with the changed
 * fields only and no secret, a refused write writes none, and GET /api/admin/audit filters by
 * admin, action, target and date range, newest first, 50 a page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../common/contracts/admin';
import { adminAuditResponseSchema } from '../../common/contracts/admin-audit';
import { createAccountRepository } from '../../server/modules/account/account.repository';
import { bearer, createSignedInUser, createUser } from './helpers/accounts';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let admin: { id: string; email: string; token: string };
let otherAdmin: { id: string; token: string };

beforeAll(async () => {
  server = await createTestApp();
  const first = await createSignedInUser(server, { isAdmin: true });
  admin = { id: first.user.id, email: first.user.email, token: first.token };
  const second = await createSignedInUser(server, { isAdmin: true });
  otherAdmin = { id: second.user.id, token: second.token };
});
afterAll(() => server.close());

const put = (token: string, userId: string, payload: object) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}`,
    headers: bearer(token),
    payload,
  });
const audit = async (query: string) => {
  const response = await server.app.inject({
    url: `/api/admin/audit?${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminAuditResponseSchema.parse(response.json());
};

describe('a user update', () => {
  it('writes one row: who, what, the changed fields before and after, no secret', async () => {
    const user = await createUser(server, { name: 'Old Name', language: 'vi' });
    await put(admin.token, user.id, { name: 'New Name', language: 'vi', is_admin: false });
    const log = await audit(`target_type=user&target_id=${user.id}`);
    expect(log.total).toBe(1);
    expect(log.entries[0]).toMatchObject({
      admin_id: admin.id,
      admin_email: admin.email,
      action: 'user.update',
      target_type: 'user',
      target_id: user.id,
      // language and is_admin were sent unchanged: only the name changed.
      before: { name: 'Old Name' },
      after: { name: 'New Name' },
    });
    const [row] = await queryRows<Record<string, unknown>>(
      server.database,
      `SELECT * FROM admin_audit WHERE target_id = '${user.id}'`,
    );
    expect(JSON.stringify(row)).not.toContain(user.passwordHash!);
    expect(JSON.stringify(row)).not.toMatch(/password|token|secret|key/i);
  });

  it('writes nothing when refused (invalid body, unknown user)', async () => {
    const user = await createUser(server);
    expect((await put(admin.token, user.id, { name: 'x' })).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(admin.token, unknown, { name: 'Someone' })).statusCode).toBe(404);
    expect((await audit(`target_id=${user.id}`)).total).toBe(0);
    expect((await audit(`target_id=${unknown}`)).total).toBe(0);
  });
});

describe('an erased account', () => {
  /** Erases the account as the maintenance job does, its deletion being due. */
  async function erase(userId: string) {
    await queryRows(
      server.database,
      `UPDATE users SET deletion_due_at = now() - interval '1 minute' WHERE id = '${userId}'`,
    );
    expect(await createAccountRepository(server.database.db).erase(userId, new Date())).toBe(true);
  }

  it('keeps the rows about it, without its name', async () => {
    const user = await createUser(server, { name: 'Nguyễn Văn Riêng' });
    await put(admin.token, user.id, { name: 'Tên Mới Riêng', disabled: true });
    await erase(user.id);
    const log = await audit(`target_id=${user.id}`);
    expect(log.entries).toMatchObject([
      {
        action: 'user.update',
        admin_id: admin.id,
        before: { disabled: false },
        after: { disabled: true },
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('Riêng');
  });

  it('keeps the rows of an erased admin, with no admin id', async () => {
    const leaving = await createSignedInUser(server, { isAdmin: true });
    const user = await createUser(server);
    await put(leaving.token, user.id, { language: 'en' });
    await erase(leaving.user.id);
    expect((await audit(`target_id=${user.id}`)).entries).toMatchObject([
      { admin_id: null, admin_email: null, after: { language: 'en' } },
    ]);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by admin and by action, newest first', async () => {
    const user = await createUser(server);
    await put(admin.token, user.id, { name: 'By First' });
    await put(otherAdmin.token, user.id, { name: 'By Second' });
    await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: bearer(otherAdmin.token),
      payload: { amount: 2, reason: 'Filter test' },
    });
    const all = await audit(`target_id=${user.id}`);
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'user.credits_adjust',
      'user.update',
      'user.update',
    ]);
    const bySecond = await audit(`target_id=${user.id}&admin_id=${otherAdmin.id}`);
    expect(bySecond.entries.map((entry) => entry.after)).toEqual([
      { credits: 2, amount: 2, reason: 'Filter test' },
      { name: 'By Second' },
    ]);
    const updates = await audit(`target_id=${user.id}&action=user.update`);
    expect(updates.entries.map((entry) => entry.admin_id)).toEqual([otherAdmin.id, admin.id]);
  });

  it('filters by date range: start inclusive, end exclusive', async () => {
    const user = await createUser(server);
    for (const name of ['Day One', 'Day Two', 'Day Three']) {
      await put(admin.token, user.id, { name });
    }
    await queryRows(
      server.database,
      `UPDATE admin_audit SET created_at = CASE after->>'name'
         WHEN 'Day One' THEN '2026-01-01T00:00:00Z'::timestamptz
         WHEN 'Day Two' THEN '2026-01-02T00:00:00Z'::timestamptz
         ELSE '2026-01-03T00:00:00Z'::timestamptz END
       WHERE target_id = '${user.id}'`,
    );
    const names = async (range: string) =>
      (await audit(`target_id=${user.id}&${range}`)).entries.map((entry) => entry.after?.name);
    expect(await names('start_date=2026-01-02T00:00:00Z')).toEqual(['Day Three', 'Day Two']);
    expect(await names('end_date=2026-01-02T00:00:00Z')).toEqual(['Day One']);
    expect(await names('start_date=2026-01-01T00:00:00Z&end_date=2026-01-03T00:00:00Z')).toEqual([
      'Day Two',
      'Day One',
    ]);
  });

  it('pages 50 at a time by default, with the total for paging', async () => {
    const user = await createUser(server);
    const rows = ADMIN_PAGE_SIZE + 1;
    await queryRows(
      server.database,
      `INSERT INTO admin_audit (admin_id, action, target_type, target_id, after, created_at)
       SELECT '${admin.id}', 'user.update', 'user', '${user.id}', jsonb_build_object('n', n),
         '2026-02-01T00:00:00Z'::timestamptz + n * interval '1 minute'
       FROM generate_series(1, ${rows}) AS n`,
    );
    const first = await audit(`target_id=${user.id}`);
    expect(first).toMatchObject({ total: rows, limit: ADMIN_PAGE_SIZE, offset: 0 });
    expect(first.entries).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.entries[0]!.after).toEqual({ n: rows });
    const last = await audit(`target_id=${user.id}&offset=${ADMIN_PAGE_SIZE}`);
    expect(last.entries.map((entry) => entry.after)).toEqual([{ n: 1 }]);
    const beyond = await audit(`target_id=${user.id}&offset=${rows}`);
    expect(beyond).toMatchObject({ total: rows, entries: [] });
    const small = await audit(`target_id=${user.id}&limit=2&offset=1`);
    expect(small.entries.map((entry) => entry.after)).toEqual([{ n: rows - 1 }, { n: rows - 2 }]);
  });

  it.each([
    'limit=0',
    'limit=201',
    'offset=-1',
    'action=user.delete_everything',
    'target_type=planet',
    'admin_id=not-a-uuid',
    'start_date=yesterday',
    'start_date=2026-01-02T00:00:00Z&end_date=2026-01-01T00:00:00Z',
  ])('refuses %s with 400', async (query) => {
    const response = await server.app.inject({
      url: `/api/admin/audit?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
