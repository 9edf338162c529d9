/**
 * The contact form (docs/product-rules.md#contact-form, docs/product-rules.md#contact-attachments):
 * stored with its files and mailed to the team (CONTACT_EMAIL) with a receipt to the sender;
 * refused — with nothing stored — for a fifth file, a file whose bytes are not PNG, JPEG, WebP or
 * PDF whatever its name, a file over 5 MB, or bad fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTACT_FILE_BYTES, MAX_CONTACT_FILES } from '../../common/contracts/contact';
import { CONTACT_MESSAGES_PER_IP_PER_HOUR } from '../../server/modules/contact/contact-limits';
import { nextIp, uniqueEmail } from './helpers/accounts';
import {
  jpegFile,
  paddedPng,
  pdfFile,
  pngFile,
  renamedExecutable,
  sendContact,
  storedCounts,
  VALID_FIELDS,
  webpFile,
} from './helpers/contact';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, queryRows, type TestApp } from './test-app';

const TEAM = 'doi-ho-tro@studioai.example.vn';
let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({ env: { SMTP_URL: inbox.url, CONTACT_EMAIL: TEAM } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

describe('a valid message', () => {
  it('is stored with its files, mailed to the team with the files, and acknowledged to the sender', async () => {
    const email = uniqueEmail('khach');
    const png = await pngFile('tay-ao-bi-mo.png');
    const pdf = pdfFile('hoa-don-thang-10.pdf');
    const response = await sendContact(server, { ...VALID_FIELDS, email, language: 'en' }, [
      png,
      pdf,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = response.json();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const [message] = await queryRows<Record<string, string>>(
      server.database,
      `SELECT id, first_name, last_name, phone, topic, language FROM contact_messages WHERE email = '${email}'`,
    );
    expect(message).toMatchObject({
      first_name: 'Lan',
      last_name: 'Nguyễn',
      phone: '0912345678',
      topic: 'technical_support',
      language: 'en',
    });
    const files = await queryRows<{
      file_name: string;
      mime_type: string;
      byte_size: number;
      content: Uint8Array;
    }>(
      server.database,
      `SELECT file_name, mime_type, byte_size, content FROM contact_attachments WHERE message_id = '${message!.id}' ORDER BY file_name`,
    );
    expect(
      files.map(({ file_name, mime_type, byte_size }) => ({ file_name, mime_type, byte_size })),
    ).toEqual([
      {
        file_name: 'hoa-don-thang-10.pdf',
        mime_type: 'application/pdf',
        byte_size: pdf.bytes.length,
      },
      { file_name: 'tay-ao-bi-mo.png', mime_type: 'image/png', byte_size: png.bytes.length },
    ]);
    expect(Buffer.from(files[1]!.content).equals(Buffer.from(png.bytes))).toBe(true);

    const team = await inbox.nextMail(TEAM);
    expect(team.subject).toBe(`[Liên hệ ${reference}] Hỗ trợ kỹ thuật — Lan Nguyễn`);
    expect(team.text).toContain(`Email: ${email}`);
    expect(team.text).toContain('Điện thoại: 0912345678');
    expect(team.text).toContain(VALID_FIELDS.description);
    expect(team.attachments.sort()).toEqual(['hoa-don-thang-10.pdf', 'tay-ao-bi-mo.png']);

    const receipt = await inbox.nextMail(email);
    expect(receipt.subject).toBe(`Studio AI received your message (ref. ${reference})`);
    expect(receipt.text).toContain(VALID_FIELDS.description);
    expect(receipt.attachments).toEqual([]);
  });

  it('may come without files or phone, and accepts JPEG and WebP images', async () => {
    const { phone: _phone, ...noPhone } = VALID_FIELDS;
    expect((await sendContact(server, noPhone)).statusCode).toBe(200);
    const images = [await jpegFile(), await webpFile()];
    expect((await sendContact(server, VALID_FIELDS, images)).statusCode).toBe(200);
  });

  it('sent to any address with a link in it, mails that address no link and no more than an excerpt', async () => {
    const email = uniqueEmail('nguoi-la');
    const description = `Nhận quà tại https://qua-tang.example/nhan?id=1 ngay. ${'Nội dung dài.\n'.repeat(60)}HẾT`;
    const response = await sendContact(server, { ...VALID_FIELDS, email, description });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = await inbox.nextMail(email);
    for (const part of [receipt.text, receipt.html]) {
      expect(part).not.toMatch(/https?:|qua-tang\.example/);
      expect(part).not.toContain('HẾT');
    }
    expect(receipt.text).toContain('qua-tang[.]example/nhan');
  });
});

describe('a refused message stores nothing and mails nobody', () => {
  async function expectRefused(
    response: Awaited<ReturnType<typeof sendContact>>,
    status: number,
    code: string,
    before: Awaited<ReturnType<typeof storedCounts>>,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await storedCounts(server)).toEqual(before);
  }

  it(`with ${MAX_CONTACT_FILES + 1} files`, async () => {
    const before = await storedCounts(server);
    const files = await Promise.all(
      Array.from({ length: MAX_CONTACT_FILES + 1 }, (_, i) => pngFile(`anh-${i}.png`)),
    );
    await expectRefused(
      await sendContact(server, VALID_FIELDS, files),
      400,
      'too_many_files',
      before,
    );
  });

  it('with an executable renamed to .png, even beside valid files', async () => {
    const before = await storedCounts(server);
    const response = await sendContact(server, VALID_FIELDS, [
      await pngFile(),
      renamedExecutable(),
    ]);
    await expectRefused(response, 415, 'unsupported_media_type', before);
    expect(response.json().detail).toContain('anh-dep.png');
  });

  it('with a file over 5 MB', async () => {
    const before = await storedCounts(server);
    const response = await sendContact(server, VALID_FIELDS, [
      paddedPng(MAX_CONTACT_FILE_BYTES + 1),
    ]);
    await expectRefused(response, 413, 'file_too_large', before);
    expect(response.json().detail).toBe('File is too large. Maximum size is 5MB');
  });

  it('with files over 10 MB together', async () => {
    const before = await storedCounts(server);
    const files = [1, 2, 3].map((i) => paddedPng(4 * 1024 * 1024, `lon-${i}.png`));
    await expectRefused(
      await sendContact(server, VALID_FIELDS, files),
      413,
      'payload_too_large',
      before,
    );
  });

  it('with a bad phone, an unknown topic or a missing name, each named', async () => {
    const before = await storedCounts(server);
    const fields = { ...VALID_FIELDS, phone: '12345', topic: 'spam', first_name: ' ' };
    const response = await sendContact(server, fields);
    await expectRefused(response, 400, 'validation_failed', before);
    expect(response.json().fields).toEqual({
      phone: 'validation.phone',
      topic: 'validation.topic',
      first_name: 'validation.firstName',
    });
  });

  it('sent as JSON instead of a form', async () => {
    const before = await storedCounts(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: VALID_FIELDS,
    });
    await expectRefused(response, 415, 'unsupported_media_type', before);
  });

  it('past the per-IP limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP_PER_HOUR.max; i++) {
      expect((await sendContact(server, VALID_FIELDS, [], ip)).statusCode).toBe(200);
    }
    const before = await storedCounts(server);
    await expectRefused(
      await sendContact(server, VALID_FIELDS, [], ip),
      429,
      'rate_limited',
      before,
    );
  });
});
