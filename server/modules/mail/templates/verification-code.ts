/** The mail with the 6-digit code that verifies a new account's e-mail (spec §4). */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface VerificationCodeMail {
  name: string;
  code: number;
  validMinutes: number;
}

const COPY = {
  vi: ({ name, validMinutes }: VerificationCodeMail) => ({
    subject: 'Mã xác minh email Studio AI của bạn',
    greeting: `Xin chào ${name},`,
    paragraphs: ['Cảm ơn bạn đã đăng ký Studio AI. Nhập mã dưới đây để xác minh email của bạn:'],
    notes: [`Mã có hiệu lực trong ${validMinutes} phút.`],
    footer: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua email này.',
  }),
  en: ({ name, validMinutes }: VerificationCodeMail) => ({
    subject: 'Your Studio AI verification code',
    greeting: `Hello ${name},`,
    paragraphs: ['Thank you for signing up for Studio AI. Enter this code to verify your e-mail:'],
    notes: [`The code is valid for ${validMinutes} minutes.`],
    footer: 'If you did not sign up, you can ignore this e-mail.',
  }),
} as const;

export function verificationCodeMail(
  language: UserLanguage,
  mail: VerificationCodeMail,
): RenderedMail {
  return renderMail({ ...COPY[language](mail), highlight: String(mail.code) });
}
