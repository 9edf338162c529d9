/** The mail with the single-use password-reset link (docs/product-rules.md#password-reset). */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface PasswordResetMail {
  name: string;
  link: string;
  validMinutes: number;
}

const COPY = {
  vi: ({ name, link, validMinutes }: PasswordResetMail) => ({
    subject: 'Đặt lại mật khẩu Studio AI',
    greeting: `Xin chào ${name},`,
    paragraphs: ['Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.'],
    action: { label: 'Đặt lại mật khẩu', url: link },
    notes: [`Liên kết có hiệu lực trong ${validMinutes} phút và chỉ dùng được một lần.`],
    footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.',
  }),
  en: ({ name, link, validMinutes }: PasswordResetMail) => ({
    subject: 'Reset your Studio AI password',
    greeting: `Hello ${name},`,
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Reset password', url: link },
    notes: [`The link is valid for ${validMinutes} minutes and works once.`],
    footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  }),
} as const;

export function passwordResetMail(language: UserLanguage, mail: PasswordResetMail): RenderedMail {
  return renderMail(COPY[language](mail));
}
