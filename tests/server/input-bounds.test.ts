/**
 * Every text the API accepts has an upper bound, refused as a 400 validation_failed naming the
 * field, with the form's i18n key where a form shows it (docs/input-and-passwords.md, "Bounds").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
} from '../../common/contracts/contact';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../../common/contracts/auth';
import { PAGE_CURSOR_MAX_LENGTH } from '../../common/contracts/assets';
import { bearer, createSignedInUser, post, uniqueEmail } from './helpers/accounts';
import { sendContact, storedCounts, VALID_FIELDS } from './helpers/contact';
import { createTestApp, queryRows, type TestApp } from './test-app';

const ADMIN = 'bounds-admin@studioai.vn';
const PASSWORD = 'Ve-sau-ngo-hem-31';
let server: TestApp;
let adminToken: string;
let member: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  server = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  adminToken = (await createSignedInUser(server, { email: ADMIN })).token;
  member = await createSignedInUser(server);
});
afterAll(() => server.close());

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const register = (fields: Partial<Record<'name' | 'email' | 'password', string>>) =>
  post(server, '/auth/register', {
    name: 'Lan Nguyễn',
    email: uniqueEmail('bounds'),
    password: PASSWORD,
    ...fields,
  });

async function usersNamed(prefix: string) {
  const [row] = await queryRows<{ count: number }>(
    server.database,
    `SELECT count(*)::int AS count FROM users WHERE name LIKE '${prefix}%'`,
  );
  return row!.count;
}

describe('registration', () => {
  it('refuses a name of 500,000 characters, storing and mailing nothing', async () => {
    const response = await register({ name: 'Q'.repeat(500_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'validation.nameMax' },
    });
    expect(await usersNamed('QQQ')).toBe(0);
  });

  it('takes a name of exactly the bound and refuses one character more', async () => {
    expect((await register({ name: 'R'.repeat(NAME_MAX_LENGTH) })).statusCode).toBe(200);
    const over = await register({ name: 'R'.repeat(NAME_MAX_LENGTH + 1) });
    expect(over.json()).toMatchObject({ fields: { name: 'validation.nameMax' } });
  });

  it('refuses an address longer than 254 characters and a password longer than 128', async () => {
    const longEmail = await register({ email: emailOfLength(EMAIL_MAX_LENGTH + 1) });
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json()).toMatchObject({ fields: { email: 'validation.email' } });
    const longPassword = await register({
      password: `${PASSWORD}${'x'.repeat(PASSWORD_MAX_LENGTH)}`,
    });
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json()).toMatchObject({ fields: { password: 'validation.passwordMax' } });
  });
});

describe('sign-in and password reset', () => {
  it('refuse an overlong password before any hashing', async () => {
    const login = await post(server, '/auth/login', {
      username: member.user.email,
      password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ fields: { password: 'validation.passwordMax' } });
    const reset = await post(server, '/auth/reset-password', {
      email: member.user.email,
      reset_token: 't'.repeat(5000),
      new_password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      fields: { reset_token: expect.any(String), new_password: 'validation.passwordMax' },
    });
  });
});

describe('the contact form', () => {
  it('refuses overlong names, phone and description, storing nothing', async () => {
    const before = await storedCounts(server);
    const response = await sendContact(server, {
      ...VALID_FIELDS,
      first_name: 'L'.repeat(CONTACT_NAME_MAX_LENGTH + 1),
      last_name: 'N'.repeat(CONTACT_NAME_MAX_LENGTH + 1),
      phone: '0'.repeat(CONTACT_PHONE_MAX_LENGTH + 1),
      description: 'D'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        first_name: 'validation.firstName',
        last_name: 'validation.lastName',
        phone: 'validation.phone',
        description: 'validation.description',
      },
    });
    expect(await storedCounts(server)).toEqual(before);
  });

  it('takes a description of exactly the bound', async () => {
    const response = await sendContact(server, {
      ...VALID_FIELDS,
      description: 'D'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('admin', () => {
  it('search strings are no longer than what they search', async () => {
    const search = (query: string) =>
      server.app.inject({ url: `/api/admin/users/search?${query}`, headers: bearer(adminToken) });
    const name = await search(`name=${'n'.repeat(NAME_MAX_LENGTH + 1)}`);
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: expect.any(String) },
    });
    const email = await search(`email=${'e'.repeat(EMAIL_MAX_LENGTH + 1)}`);
    expect(email.json()).toMatchObject({ fields: { email: expect.any(String) } });
    expect((await search(`name=${'n'.repeat(NAME_MAX_LENGTH)}`)).statusCode).toBe(200);
  });

  it('renaming a user is bounded like registering one', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(adminToken),
      payload: { name: 'Z'.repeat(NAME_MAX_LENGTH + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: 'validation.nameMax' } });
  });
});

describe('paging cursors', () => {
  it('longer than any cursor the API hands out are refused', async () => {
    const cursor = 'c'.repeat(PAGE_CURSOR_MAX_LENGTH + 1);
    for (const url of [`/api/assets?cursor=${cursor}`, `/api/generations?cursor=${cursor}`]) {
      const response = await server.app.inject({ url, headers: bearer(member.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ fields: { cursor: expect.any(String) } });
    }
  });
});
