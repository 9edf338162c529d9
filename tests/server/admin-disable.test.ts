/**
 * Disabling an account (docs/admin.md#disabling-an-account): its sessions and API tokens stop
 * working at once, sign-in is refused with account_disabled, re-enabling restores sign-in but not
 * the old sessions, and both changes are audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema } from '../../common/contracts/admin';
import { bearer, createSignedInUser, DEFAULT_PASSWORD, nextIp, signIn } from './helpers/accounts';
import { createApiToken } from './helpers/api-tokens';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp();
  adminToken = (await createSignedInUser(server, { isAdmin: true })).token;
});
afterAll(() => server.close());

const setDisabled = (userId: string, disabled: boolean) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}`,
    headers: bearer(adminToken),
    payload: { disabled },
  });
const profile = (token: string) =>
  server.app.inject({ url: '/auth/profile', headers: bearer(token) });
const credits = (secret: string) =>
  server.app.inject({ url: '/api/credits', headers: bearer(secret) });
const login = (email: string, password = DEFAULT_PASSWORD) =>
  server.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: nextIp(),
    payload: { username: email, password },
  });

describe('a disabled account', () => {
  it('loses its sessions and API tokens at once and cannot sign in', async () => {
    const { user, token } = await createSignedInUser(server);
    const otherDevice = await signIn(server, user.email);
    const { secret } = await createApiToken(server, token);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await credits(secret)).statusCode).toBe(200);

    const disabled = await setDisabled(user.id, true);
    expect(disabled.statusCode).toBe(200);
    expect(adminUserSchema.parse(disabled.json())).toMatchObject({ id: user.id, disabled: true });

    for (const session of [token, otherDevice]) {
      const refused = await profile(session);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await credits(secret)).statusCode).toBe(401);
    const refusedLogin = await login(user.email);
    expect(refusedLogin.statusCode).toBe(403);
    expect(refusedLogin.json()).toMatchObject({ code: 'account_disabled' });
    // A wrong password still learns nothing about the account.
    const wrongPassword = await login(user.email, 'Not-The-Password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('signs in again once re-enabled, without its old sessions coming back', async () => {
    const { user, token } = await createSignedInUser(server);
    const { secret } = await createApiToken(server, token);
    await setDisabled(user.id, true);
    // Disabling twice keeps the first moment it was disabled.
    const [first] = await queryRows<{ disabled_at: Date }>(
      server.database,
      `SELECT disabled_at FROM users WHERE id = '${user.id}'`,
    );
    await setDisabled(user.id, true);
    const [second] = await queryRows<{ disabled_at: Date }>(
      server.database,
      `SELECT disabled_at FROM users WHERE id = '${user.id}'`,
    );
    expect(second!.disabled_at).toEqual(first!.disabled_at);

    const enabled = await setDisabled(user.id, false);
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await profile(token)).statusCode).toBe(401);
    const fresh = await login(user.email);
    expect(fresh.statusCode).toBe(200);
    expect((await profile(fresh.json().access_token)).statusCode).toBe(200);
    // API tokens are the account's own keys: they work again with the account.
    expect((await credits(secret)).statusCode).toBe(200);
  });

  it('is audited: disabled false → true, then true → false, nothing else', async () => {
    const { user } = await createSignedInUser(server);
    await setDisabled(user.id, true);
    await setDisabled(user.id, false);
    const rows = await queryRows<{ action: string; before: unknown; after: unknown }>(
      server.database,
      `SELECT action, before, after FROM admin_audit WHERE target_id = '${user.id}'
       ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { action: 'user.update', before: { disabled: false }, after: { disabled: true } },
      { action: 'user.update', before: { disabled: true }, after: { disabled: false } },
    ]);
  });

  it("is refused for the admin's own account with 409 cannot_disable_self, writing nothing", async () => {
    const self = await createSignedInUser(server, { isAdmin: true });
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${self.user.id}`,
      headers: bearer(self.token),
      payload: { disabled: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'cannot_disable_self' });
    expect((await profile(self.token)).statusCode).toBe(200);
    const rows = await queryRows(
      server.database,
      `SELECT 1 FROM admin_audit WHERE target_id = '${self.user.id}'`,
    );
    expect(rows).toEqual([]);
  });

  it('shows as disabled in the admin search', async () => {
    const { user } = await createSignedInUser(server);
    await setDisabled(user.id, true);
    const search = await server.app.inject({
      url: `/api/admin/users/search?email=${encodeURIComponent(user.email)}`,
      headers: bearer(adminToken),
    });
    expect(search.json().users).toMatchObject([{ id: user.id, disabled: true }]);
  });
});
