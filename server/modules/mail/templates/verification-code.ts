/**
 * The mail with the 6-digit code that verifies a new account's e-mail
 * (docs/product-rules.md#registration).
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface VerificationCodeMail {
  name: string;
  code: number;
  validMinutes: number;
  /**
   * A second registration of this unverified address came with another password, so neither
   * was kept (docs/input-and-passwords.md, "Who has an account"): say how to set one.
   */
  passwordDropped?: boolean;
}

const COPY = {
  vi: ({ name, validMinutes, passwordDropped }: VerificationCodeMail) => ({
    subject: 'Mã xác minh email Studio AI của bạn',
    greeting: `Xin chào ${name},`,
    paragraphs: ['Cảm ơn bạn đã đăng ký Studio AI. Nhập mã dưới đây để xác minh email của bạn:'],
    notes: [
      `Mã có hiệu lực trong ${validMinutes} phút.`,
      ...(passwordDropped
        ? [
            'Địa chỉ này đã có một lần đăng ký chưa hoàn tất với mật khẩu khác. Để không ai khác giữ được mật khẩu của tài khoản, chúng tôi chưa lưu mật khẩu nào: sau khi xác minh, hãy chọn "Quên mật khẩu?" trong cửa sổ đăng nhập để đặt mật khẩu của bạn.',
          ]
        : []),
    ],
    footer: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua email này.',
  }),
  en: ({ name, validMinutes, passwordDropped }: VerificationCodeMail) => ({
    subject: 'Your Studio AI verification code',
    greeting: `Hello ${name},`,
    paragraphs: ['Thank you for signing up for Studio AI. Enter this code to verify your e-mail:'],
    notes: [
      `The code is valid for ${validMinutes} minutes.`,
      ...(passwordDropped
        ? [
            'This address already had an unfinished sign-up with another password. So that nobody else holds the password of this account, none is kept yet: after verifying, choose "Forgot password?" in the sign-in window to set yours.',
          ]
        : []),
    ],
    footer: 'If you did not sign up, you can ignore this e-mail.',
  }),
} as const;

export function verificationCodeMail(
  language: UserLanguage,
  mail: VerificationCodeMail,
): RenderedMail {
  return renderMail({ ...COPY[language](mail), highlight: String(mail.code) });
}
