/** The account mails: the user's language, and HTML that never runs what a user typed. */
import { describe, expect, it } from 'vitest';
import { apiAccessRevokedMail } from '../../server/modules/mail/templates/api-access-mails';
import { passwordResetMail } from '../../server/modules/mail/templates/password-reset';
import { registrationAttemptMail } from '../../server/modules/mail/templates/registration-attempt';
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

describe('the mail to the owner of an address registered again', () => {
  it('says nothing changed and links to sign-in, in both languages, with no code', () => {
    const signInUrl = 'https://studio.example/profile';
    for (const language of ['vi', 'en'] as const) {
      const mail = registrationAttemptMail(language, { name: 'Lan', signInUrl });
      expect(mail.text).toContain(signInUrl);
      expect(mail.html).toContain(`href="${signInUrl}"`);
      expect(mail.text).not.toMatch(/\b\d{6}\b/);
    }
    expect(registrationAttemptMail('en', { name: 'Lan', signInUrl }).text).toContain(
      'nothing changed',
    );
  });
});

describe('the code mail of an unfinished sign-up whose password was dropped', () => {
  it('says how to set a password, in both languages', () => {
    const mail = { name: 'Lan', code: 123_456, validMinutes: 10, passwordDropped: true };
    expect(verificationCodeMail('vi', mail).text).toContain('"Quên mật khẩu?"');
    expect(verificationCodeMail('en', mail).text).toContain('"Forgot password?"');
    expect(verificationCodeMail('en', { ...mail, passwordDropped: false }).text).not.toContain(
      'Forgot password',
    );
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

describe('the mail listing the API access a recovery ended', () => {
  const revoked = {
    name: 'Lan',
    cause: 'password_reset' as const,
    tokens: [{ name: 'Shop integration', prefix: 'sk_live_AbCdEf' }],
    pausedWebhooks: 2,
    managementUrl: 'https://studio.example/api-management',
  };

  it('lists each token by name and prefix and counts the paused webhooks, in both languages', () => {
    const en = apiAccessRevokedMail('en', revoked);
    expect(en.text).toContain('1 API token was deleted:\n\n• Shop integration (sk_live_AbCdEf…)');
    expect(en.text).toContain('2 webhook endpoints were paused');
    expect(en.html).toContain('href="https://studio.example/api-management"');
    const vi = apiAccessRevokedMail('vi', revoked);
    expect(vi.text).toContain('Đã xoá 1 API token:\n\n• Shop integration (sk_live_AbCdEf…)');
    expect(vi.text).toContain('Đã tạm dừng 2 webhook');
  });

  it('quotes a token name typed by someone else without links, and escaped', () => {
    const mail = apiAccessRevokedMail('en', {
      ...revoked,
      tokens: [{ name: '<b>Verify at https://evil.example.com now</b>', prefix: 'sk_live_x' }],
    });
    expect(mail.text).not.toMatch(/https:\/\/evil|evil\.example/);
    expect(mail.text).toContain('evil[.]example[.]com');
    expect(mail.html).not.toContain('<b>');
  });
});
