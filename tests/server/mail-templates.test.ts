/** The account mails: the user's language, and HTML that never runs what a user typed. */
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../../server/modules/mail/templates/password-reset';
import { verificationCodeMail } from '../../server/modules/mail/templates/verification-code';

describe('the verification code mail', () => {
  it('shows the code in the text and the HTML, in the language asked for', () => {
    const mail = verificationCodeMail('en', { name: 'Ann', code: 482_913, validMinutes: 10 });
    expect(mail.subject).toBe('Your Studio AI verification code');
    expect(mail.text).toMatch(
      /Enter this code[^\n]*\n\n482913\n\nThe code is valid for 10 minutes/,
    );
    expect(mail.html).toContain('482913');
  });

  it('escapes the name in the HTML', () => {
    const mail = verificationCodeMail('vi', {
      name: '<img src=x onerror=alert(1)>',
      code: 1,
      validMinutes: 10,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the password reset mail', () => {
  it('links to the reset page in both parts, with & escaped in the HTML', () => {
    const link = 'https://studio.example/auth/reset-password?token=abc&email=a%40b.vn';
    const mail = passwordResetMail('vi', { name: 'Lan', link, validMinutes: 60 });
    expect(mail.subject).toBe('Đặt lại mật khẩu Studio AI');
    expect(mail.text).toContain(`Đặt lại mật khẩu: ${link}`);
    expect(mail.html).toContain(
      'href="https://studio.example/auth/reset-password?token=abc&amp;email=a%40b.vn"',
    );
  });
});
