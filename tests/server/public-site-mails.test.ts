/**
 * The newsletter and contact mails: links in both parts, HTML that never runs what a sender typed,
 * and a receipt that quotes a stranger's text only short and without links.
 */
import { describe, expect, it } from 'vitest';
import {
  type ContactMail,
  contactReceiptMail,
  contactTeamMail,
  RECEIPT_EXCERPT_LENGTH,
} from '../../server/modules/mail/templates/contact-mails';
import { newsletterConfirmationMail } from '../../server/modules/mail/templates/newsletter-confirmation';

const links = {
  confirmUrl: 'https://studioai.vn/newsletter/confirm?token=abc&x=1',
  unsubscribeUrl: 'https://studioai.vn/newsletter/unsubscribe?token=id.sig',
  validDays: 7,
};

const message: ContactMail = {
  reference: 'AB12CD34',
  firstName: '<img src=x onerror=alert(1)>',
  lastName: 'Nguyễn',
  email: 'lan@example.vn',
  phone: null,
  topic: 'feedback',
  description: 'Dòng một\n<script>alert(1)</script>',
  language: 'en',
  attachments: [{ fileName: 'anh.png', byteSize: 20_480, mimeType: 'image/png' }],
};

describe('the newsletter confirmation mail', () => {
  it('carries the confirm link and an unsubscribe link in the text and the HTML', () => {
    const mail = newsletterConfirmationMail('vi', links);
    expect(mail.subject).toBe('Xác nhận đăng ký bản tin Studio AI');
    expect(mail.text).toContain(`Xác nhận đăng ký: ${links.confirmUrl}`);
    expect(mail.text).toContain(`Huỷ đăng ký: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain('href="https://studioai.vn/newsletter/confirm?token=abc&amp;x=1"');
    expect(mail.html).toContain(`href="${links.unsubscribeUrl}"`);
  });
});

describe('the contact mails', () => {
  it('give the team every field and the files, with the sender text escaped in HTML', () => {
    const mail = contactTeamMail(message);
    expect(mail.subject).toBe('[Liên hệ AB12CD34] Góp ý — <img src=x onerror=alert(1)> Nguyễn');
    expect(mail.text).toContain('Điện thoại: không để lại');
    expect(mail.text).toContain('• anh.png (20 KB, image/png)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("acknowledge the sender in the sender's language with the reference", () => {
    const mail = contactReceiptMail(message);
    expect(mail.subject).toBe('Studio AI received your message (ref. AB12CD34)');
    expect(mail.text).toContain('Topic: Feedback');
    expect(mail.text).toContain('With 1 attached file(s).');
    expect(contactReceiptMail({ ...message, language: 'vi' }).subject).toBe(
      'Studio AI đã nhận tin nhắn của bạn (mã AB12CD34)',
    );
  });

  it('quote the sender only in a short excerpt, with no link left in the text or the HTML', () => {
    const spam = {
      ...message,
      firstName: 'Win at https://prize.example',
      description: `Claim it now at http://evil.example.com/login?u=1 or www.phish.vn, mailto:boss@scam.co, 10.0.0.1/x. ${'Lorem ipsum '.repeat(40)}END-OF-MESSAGE`,
    };
    for (const language of ['vi', 'en'] as const) {
      const mail = contactReceiptMail({ ...spam, language });
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toMatch(/https?|mailto|:\/\//i);
        expect(part).not.toMatch(/evil\.example|www\.phish|prize\.example|scam\.co|10\.0\.0\.1/);
        expect(part).not.toContain('END-OF-MESSAGE');
      }
      expect(mail.html).not.toContain('<a ');
      expect(mail.text).toContain('evil[.]example[.]com/login');
      const quote = /“(.*)”/.exec(mail.text)?.[1];
      expect(Array.from(quote!.replaceAll('[.]', '.')).length).toBeLessThanOrEqual(
        RECEIPT_EXCERPT_LENGTH + 1,
      );
      expect(quote).toMatch(/…$/);
    }
    // The team's copy keeps every word: the team reads it, nobody else.
    expect(contactTeamMail(spam).text).toContain('END-OF-MESSAGE');
  });
});
