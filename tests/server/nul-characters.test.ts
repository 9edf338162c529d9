/**
 * U+0000 in any text the API reads (body, query string, path, multipart field) is a 400
 * validation_failed naming the field, never a 500 from the database (docs/input-and-passwords.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../server/http/nul-characters';
import {
  bearer,
  createSignedInUser,
  post,
  REGISTRATION_PASSWORD,
  uniqueEmail,
} from './helpers/accounts';
import { sendContact, VALID_FIELDS } from './helpers/contact';
import { postTryOn, SAMPLE_TRYON } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'nul-admin@studioai.vn';
let server: TestApp;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  adminToken = (await createSignedInUser(server, { email: ADMIN })).token;
});
afterAll(() => server.close());

const searchUsers = (query: string) =>
  server.app.inject({ url: `/api/admin/users/search?${query}`, headers: bearer(adminToken) });

describe('a NUL character', () => {
  it('in a JSON body field is refused with 400, naming the field', async () => {
    const response = await post(server, '/auth/register', {
      name: 'ab\u0000cd',
      email: uniqueEmail('nul'),
      password: REGISTRATION_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      detail: 'The request is not valid',
      fields: { name: NUL_CHARACTER_MESSAGE },
    });
  });

  it('in a nested field is named by its path', async () => {
    const response = await post(server, '/auth/firebase/login', {
      idToken: 'x'.repeat(120),
      userData: { uid: 'u1', email: 'a@example.com', displayName: 'A\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { 'userData.displayName': expect.any(String) },
    });
  });

  it('in a query string is refused with 400 (the admin user search)', async () => {
    const response = await searchUsers('name=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'The request is not valid',
      fields: { name: NUL_CHARACTER_MESSAGE },
    });
  });

  it('in a path parameter is refused with 400', async () => {
    const response = await server.app.inject({ url: '/api/blog/posts/abc%00def' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { slug: NUL_CHARACTER_MESSAGE } });
  });

  it('in a multipart field is refused with 400 (the contact form)', async () => {
    const response = await sendContact(server, {
      ...VALID_FIELDS,
      description: 'Ảnh thử đồ bị mờ\u0000 ở phần tay áo, nhờ đội hỗ trợ xem giúp.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { description: NUL_CHARACTER_MESSAGE },
    });
  });
});

describe('a NUL character in a studio request', () => {
  it('in a multipart parameter is refused with 400 before any charge', async () => {
    const { token } = await createSignedInUser(server);
    const response = await postTryOn(server, token, {
      ...SAMPLE_TRYON,
      category: 'tops\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { category: NUL_CHARACTER_MESSAGE },
    });
  });
});

describe('requests without one', () => {
  it('pass as before', async () => {
    const registered = await post(server, '/auth/register', {
      name: 'Bình thường',
      email: uniqueEmail('plain'),
      password: REGISTRATION_PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const search = await searchUsers('name=b%C3%ACnh');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({ total: 1 });
  });
});
