/**
 * The profile page's API (/api/account) against a real database, real storage on disk and a
 * real SMTP server: edits, avatar, password and e-mail changes, data export through its job,
 * and deletion with its grace period and erasure (docs/accounts.md, "The profile").
 */
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { accountSchema, dataExportSchema } from '../../common/contracts/account';
import type { AccountJobs } from '../../server/jobs/handlers';
import {
  bearer,
  createSignedInUser,
  createUser,
  DEFAULT_PASSWORD,
  post,
  signIn,
  uniqueEmail,
} from './helpers/accounts';
import { filesIn, makeJpeg, multipartBody, uploadAsset } from './helpers/assets';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, type TestApp } from './test-app';

const NEW_PASSWORD = 'Lantern-Orchid-73';
const DAY_MS = 86_400_000;
const clock = createTestClock();
let inbox: SmtpInbox;
let server: TestApp;
let jobs: AccountJobs;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://studio.example.vn' },
    clock: clock.now,
    workers: true,
  });
  jobs = server.accountJobs!;
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const account = async (token: string) =>
  accountSchema.parse((await call('GET', '/api/account', token)).json());
const profileStatus = async (token: string) =>
  (await call('GET', '/auth/profile', token)).statusCode;
const login = (email: string, password: string) =>
  post(server, '/auth/login', { username: email, password });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('GET and PATCH /api/account', () => {
  it('shows the account and changes its name, language and notification e-mails', async () => {
    const { user, token } = await createSignedInUser(server, { name: 'Lan Nguyen' });
    expect(await account(token)).toEqual({
      user: expect.objectContaining({ id: user.id, name: 'Lan Nguyen', language: 'vi' }),
      password_set: true,
      google: null,
      notifications: { newsletter: false, renewal_reminders: true },
      pending_email: null,
      deletion_due_at: null,
    });
    const changed = await call('PATCH', '/api/account', token, {
      name: '  Lan Tran ',
      language: 'en',
      notifications: { newsletter: true, renewal_reminders: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(accountSchema.parse(changed.json())).toMatchObject({
      user: { name: 'Lan Tran', language: 'en' },
      notifications: { newsletter: true, renewal_reminders: false },
    });
    const [subscription] = await queryRows<{ status: string }>(
      server.database,
      `SELECT status FROM newsletter_subscriptions WHERE email = '${user.email}'`,
    );
    expect(subscription?.status).toBe('subscribed');
    const off = await call('PATCH', '/api/account', token, {
      notifications: { newsletter: false },
    });
    expect(off.json()).toMatchObject({ notifications: { newsletter: false } });
    expect((await account(token)).notifications.newsletter).toBe(false);
  });

  it('refuses a bad field with a field error, and a guest with 401', async () => {
    const { token } = await createSignedInUser(server);
    const response = await call('PATCH', '/api/account', token, { name: 'x', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual([
      'language',
      'name',
    ]);
    expect((await server.app.inject({ url: '/api/account' })).statusCode).toBe(401);
  });
});

describe('the avatar', () => {
  async function putAvatar(token: string, bytes: Uint8Array, name = 'me.jpg') {
    const { payload, headers } = await multipartBody(bytes, name);
    return server.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  }

  it('is stored as a 512 px square WebP at a public URL, and replaced cleanly', async () => {
    const { user, token } = await createSignedInUser(server);
    const first = await putAvatar(token, await makeJpeg(900, 600));
    expect(first.statusCode).toBe(200);
    const url = accountSchema.parse(first.json()).user.photo_url!;
    expect(url).toMatch(new RegExp(`^/avatars/${user.id}/[\\w-]+\\.webp$`));
    const file = await server.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const { width, height, format } = await sharp(file.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 512, height: 512, format: 'webp' });

    const second = accountSchema.parse((await putAvatar(token, await makeJpeg(300, 800))).json());
    expect(second.user.photo_url).not.toBe(url);
    expect((await server.app.inject({ url })).statusCode).toBe(404);
    const avatars = filesIn(server.storageDir).filter((key) =>
      key.startsWith(`avatars/${user.id}/`),
    );
    expect(avatars).toHaveLength(1);

    const removed = accountSchema.parse(
      (await call('DELETE', '/api/account/avatar', token)).json(),
    );
    expect(removed.user.photo_url).toBeNull();
    expect(
      filesIn(server.storageDir).filter((key) => key.startsWith(`avatars/${user.id}/`)),
    ).toEqual([]);
  });

  it('refuses a file that is not an image (415) and a damaged image (422)', async () => {
    const { token } = await createSignedInUser(server);
    expect(
      (await putAvatar(token, Buffer.from('%PDF-1.7 not a picture'), 'a.pdf')).statusCode,
    ).toBe(415);
    const jpeg = await makeJpeg(200, 200);
    expect((await putAvatar(token, jpeg.subarray(0, 200))).statusCode).toBe(422);
  });
});

describe('PUT /api/account/password', () => {
  it('needs the current password, then ends every other session and mails the owner', async () => {
    const { user, token } = await createSignedInUser(server);
    const otherDevice = await signIn(server, user.email);
    const wrong = await call('PUT', '/api/account/password', token, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect(await profileStatus(otherDevice)).toBe(200);

    const changed = await call('PUT', '/api/account/password', token, {
      current_password: DEFAULT_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.json()).toEqual({ status: 'success', ended: 1 });
    expect(await profileStatus(otherDevice)).toBe(401);
    expect(await profileStatus(token)).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await inbox.nextMail(user.email)).subject).toBe(
      'Mật khẩu Studio AI của bạn đã thay đổi',
    );
  });

  it('lets an account without a password set one, with no current password', async () => {
    const { user, token } = await createSignedInUser(server);
    await queryRows(
      server.database,
      `UPDATE users SET password_hash = NULL WHERE id = '${user.id}'`,
    );
    expect((await account(token)).password_set).toBe(false);
    const set = await call('PUT', '/api/account/password', token, { new_password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await account(token)).password_set).toBe(true);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('moves the account once the code mailed to the new address is entered', async () => {
    const { user, token } = await createSignedInUser(server, { name: 'Minh' });
    const newEmail = uniqueEmail('moved');
    const asked = await call('POST', '/api/account/email', token, {
      new_email: newEmail.toUpperCase(),
      current_password: DEFAULT_PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const code = codeIn((await inbox.nextMail(newEmail)).text);
    const notice = await inbox.nextMail(user.email);
    expect(notice.text).toContain(newEmail);
    expect((await account(token)).pending_email).toBe(newEmail);

    const wrongCode = code === '111111' ? '222222' : '111111';
    const wrong = await call('POST', '/api/account/email/confirm', token, { code: wrongCode });
    expect(wrong.json()).toMatchObject({ code: 'invalid_otp' });
    const confirmed = await call('POST', '/api/account/email/confirm', token, { code });
    expect(accountSchema.parse(confirmed.json())).toMatchObject({
      user: { email: newEmail },
      pending_email: null,
    });
    expect((await login(newEmail, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
  });

  it('answers the same for an address another account uses, and mails that address no code', async () => {
    const { token } = await createSignedInUser(server);
    const other = await createUser(server);
    const asked = await call('POST', '/api/account/email', token, {
      new_email: other.email,
      current_password: DEFAULT_PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await inbox.nextMail(other.email);
    expect(mail.subject).toBe('Email này đã có tài khoản Studio AI');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('needs the current password of a password account', async () => {
    const { token } = await createSignedInUser(server);
    const response = await call('POST', '/api/account/email', token, {
      new_email: uniqueEmail(),
      current_password: 'wrong-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'wrong_password' });
  });
});

/** Reads a ZIP's entry names and the text of `profile.json`. */
function readZip(bytes: Buffer): Promise<{ names: string[]; profile: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      let profile: Record<string, unknown> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== 'profile.json') return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            profile = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, profile }));
      zip.readEntry();
    });
  });
}

describe('export my data', () => {
  it('a job writes a ZIP of the account with its files and mails a signed link to it', async () => {
    const { user, token } = await createSignedInUser(server, { name: 'Export Me' });
    const asset = await uploadAsset(server, token, await makeJpeg(80, 60), 'shop photo.jpg');
    const requested = await call('POST', '/api/account/exports', token);
    expect(requested.statusCode).toBe(202);
    await jobs.buildDataExport(requested.json<{ id: string }>().id);
    expect(dataExportSchema.parse(requested.json())).toMatchObject({ status: 'pending' });

    const mail = await inbox.nextMail(user.email);
    const link = /https:\/\/studio\.example\.vn(\/api\/account\/exports\/\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const download = await server.app.inject({ url: link! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const { names, profile } = await readZip(download.rawPayload);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'credits.json',
        'payments.json',
        'generations.json',
        'assets.json',
        `assets/${asset.id}-shop photo.jpg`,
      ]),
    );
    expect(profile).toMatchObject({ id: user.id, email: user.email, name: 'Export Me' });

    const listed = (await call('GET', '/api/account/exports', token)).json<{
      exports: { status: string; download_url: string }[];
    }>().exports;
    expect(listed[0]).toMatchObject({ status: 'ready', download_url: link });
  });

  it('refuses a link with a changed signature or past its expiry', async () => {
    const { user, token } = await createSignedInUser(server);
    await call('POST', '/api/account/exports', token);
    const link = /(\/api\/account\/exports\/\S+)/.exec(
      (await inbox.nextMail(user.email)).text,
    )![1]!;
    const tampered = link.replace(
      /sig=.(.)/,
      (_match, second: string) => `sig=${second === 'A' ? 'B' : 'A'}${second}`,
    );
    expect((await server.app.inject({ url: tampered })).statusCode).toBe(403);
    clock.advance(8 * DAY_MS);
    try {
      expect((await server.app.inject({ url: link })).statusCode).toBe(403);
    } finally {
      clock.advance(-8 * DAY_MS);
    }
  });
});

describe('deleting the account', () => {
  it('waits 7 days, can be cancelled, and then erases the data but keeps anonymised credits', async () => {
    const { user, token } = await createSignedInUser(server);
    const otherDevice = await signIn(server, user.email);
    await uploadAsset(server, token, await makeJpeg(40, 40), 'keep.jpg');
    await queryRows(
      server.database,
      `INSERT INTO credit_ledger (user_id, delta, balance_after, reason) VALUES ('${user.id}', 5, 5, 'free_trial')`,
    );
    const wrong = await call('POST', '/api/account/deletion', token, { password: 'nope-nope' });
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });

    const scheduled = accountSchema.parse(
      (await call('POST', '/api/account/deletion', token, { password: DEFAULT_PASSWORD })).json(),
    );
    const dueAt = new Date(scheduled.deletion_due_at!).getTime();
    expect(dueAt - clock.now().getTime()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(await profileStatus(otherDevice)).toBe(401);
    expect((await inbox.nextMail(user.email)).subject).toBe(
      'Tài khoản Studio AI của bạn sẽ bị xóa',
    );

    // Cancelled: the erasure leaves it alone even after the date.
    const cancelled = await call('DELETE', '/api/account/deletion', token);
    expect(accountSchema.parse(cancelled.json()).deletion_due_at).toBeNull();
    clock.advance(8 * DAY_MS);
    try {
      await jobs.runMaintenance();
    } finally {
      clock.advance(-8 * DAY_MS);
    }
    expect(await profileStatus(token)).toBe(200);

    // Asked again, and this time the date passes.
    await call('POST', '/api/account/deletion', token, { password: DEFAULT_PASSWORD });
    const filesBefore = filesIn(server.storageDir).length;
    clock.advance(8 * DAY_MS);
    try {
      await jobs.runMaintenance();
    } finally {
      clock.advance(-8 * DAY_MS);
    }
    expect(await profileStatus(token)).toBe(401);
    const users = await queryRows(server.database, `SELECT id FROM users WHERE id = '${user.id}'`);
    expect(users).toEqual([]);
    const assets = await queryRows(
      server.database,
      `SELECT id FROM assets WHERE user_id = '${user.id}'`,
    );
    expect(assets).toEqual([]);
    expect(filesIn(server.storageDir).length).toBeLessThan(filesBefore);
    const ledger = await queryRows<{ user_id: string | null; delta: number }>(
      server.database,
      `SELECT user_id, delta FROM credit_ledger WHERE reason = 'free_trial' AND user_id IS NULL`,
    );
    expect(ledger.length).toBeGreaterThanOrEqual(1);
  });

  it('is confirmed by a mailed code for an account without a password', async () => {
    const { user, token } = await createSignedInUser(server);
    await queryRows(
      server.database,
      `UPDATE users SET password_hash = NULL WHERE id = '${user.id}'`,
    );
    expect((await call('POST', '/api/account/deletion/code', token)).statusCode).toBe(200);
    const code = codeIn((await inbox.nextMail(user.email)).text);
    const bad = await call('POST', '/api/account/deletion', token, {
      code: code === '123456' ? '654321' : '123456',
    });
    expect(bad.json()).toMatchObject({ code: 'invalid_otp' });
    const done = await call('POST', '/api/account/deletion', token, { code });
    expect(accountSchema.parse(done.json()).deletion_due_at).not.toBeNull();
    expect(decodeJwt(token).sid).toBeDefined();
  });
});
