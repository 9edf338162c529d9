/**
 * New passwords that are common or built from the user's name or e-mail are refused, on
 * registration and on reset (docs/input-and-passwords.md, "Passwords"); strong ones pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '../../server/modules/auth/password-strength';
import { createUser, post, uniqueEmail } from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, queryRows, type TestApp } from './test-app';

const COMMON = ['12345678', 'password1', 'Password123', 'matkhau123', 'Anhyeuem123!'];
const STRONG = 'Ve-sau-ngo-hem-31';

let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const register = (name: string, email: string, password: string) =>
  post(server, '/auth/register', { name, email, password });

async function accountExists(email: string) {
  const rows = await queryRows(server.database, `SELECT 1 FROM users WHERE email = '${email}'`);
  return rows.length > 0;
}

describe('registration', () => {
  it.each(COMMON)('refuses the common password %s, creating no account', async (password) => {
    const email = uniqueEmail('common');
    const response = await register('Lan Nguyễn', email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'weak_password',
      detail: expect.any(String),
      fields: { password: 'validation.passwordCommon' },
    });
    expect(await accountExists(email)).toBe(false);
  });

  it.each([
    ['the name', 'Lan Nguyễn', 'lan.nguyen@example.vn', 'LanNguyen2024!'],
    ['the name, reordered, with look-alikes', 'Trần Thị Bích', 'ttb@example.vn', 'B1ch-Tr4n-88'],
    ['the e-mail', 'Mai', 'hoangvietanh@example.vn', 'hoangvietanh@99'],
    ['the e-mail and the name', 'Phạm Hoa', 'hoa.pham@shop.vn', 'PhamHoa.shop.vn'],
  ])('refuses a password built from %s', async (_what, name, email, password) => {
    const response = await register(name, email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'weak_password',
      fields: { password: 'validation.passwordPersonal' },
    });
  });

  it('accepts a strong password', async () => {
    const email = uniqueEmail('strong');
    const response = await register('Lan Nguyễn', email, STRONG);
    expect(response.statusCode, response.body).toBe(200);
    expect(await accountExists(email)).toBe(true);
  });
});

describe('password reset', () => {
  /** Asks for a reset of `email` and returns the token of the mailed link. */
  async function mailedToken(email: string) {
    await post(server, '/auth/forgot-password', { email });
    const link = /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(
      (await inbox.nextMail(email)).text,
    )?.[0];
    return new URL(link!).searchParams.get('token')!;
  }
  const reset = (email: string, token: string, newPassword: string) =>
    post(server, '/auth/reset-password', { email, reset_token: token, new_password: newPassword });

  it.each(COMMON.slice(0, 3))(
    'refuses %s, and the link still works for a strong one',
    async (weak) => {
      const { email } = await createUser(server, { name: 'Minh Trần' });
      const token = await mailedToken(email);
      const refused = await reset(email, token, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'weak_password',
        fields: { new_password: 'validation.passwordCommon' },
      });
      expect((await reset(email, token, STRONG)).statusCode).toBe(200);
    },
  );

  it("refuses one built from the account's name or e-mail", async () => {
    const { email } = await createUser(server, { name: 'Minh Trần', email: 'tranminh@example.vn' });
    const response = await reset(email, await mailedToken(email), 'Tr4nMinh-1995');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { new_password: 'validation.passwordPersonal' },
    });
  });

  it('checks the link before the password: a wrong link is invalid_reset_token', async () => {
    const { email } = await createUser(server);
    const response = await reset(email, 'not-the-token', '12345678');
    expect(response.json()).toMatchObject({ code: 'invalid_reset_token' });
  });
});

describe('the check itself', () => {
  it('stays within the bounds of a password in well under a second', () => {
    const started = performance.now();
    for (const password of ['a'.repeat(128), '1a'.repeat(64), `${STRONG}${'!'.repeat(111)}`]) {
      passwordProblem(password, { name: 'A B', email: 'a@b.vn' });
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
