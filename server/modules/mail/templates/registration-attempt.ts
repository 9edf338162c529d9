/**
 * To the owner of an address someone registered again: nothing changed, and how to sign in or
 * reset the password. It replaces the code a new address would get, so the registration's
 * answer is the same for every address (docs/input-and-passwords.md, "Who has an account").
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface RegistrationAttemptMail {
  name: string;
  /** A page that asks a guest to sign in (and offers "forgot password"). */
  signInUrl: string;
}

const COPY = {
  vi: ({ name, signInUrl }: RegistrationAttemptMail) => ({
    subject: 'Có người vừa đăng ký Studio AI bằng email của bạn',
    greeting: `Xin chào ${name},`,
    paragraphs: [
      'Ai đó (có thể là bạn) vừa thử tạo tài khoản Studio AI mới bằng địa chỉ email này. Địa chỉ này đã có tài khoản nên không có gì thay đổi: tài khoản và mật khẩu của bạn vẫn như cũ.',
    ],
    action: { label: 'Đăng nhập', url: signInUrl },
    notes: [
      'Quên mật khẩu? Trong cửa sổ đăng nhập, chọn "Quên mật khẩu?" để nhận liên kết đặt lại.',
    ],
    footer:
      'Nếu không phải bạn, hãy bỏ qua email này: đăng ký lại không cho ai vào được tài khoản của bạn.',
  }),
  en: ({ name, signInUrl }: RegistrationAttemptMail) => ({
    subject: 'Someone tried to sign up for Studio AI with your e-mail',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone (perhaps you) just tried to create a new Studio AI account with this address. It already has an account, so nothing changed: your account and password are as they were.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    notes: [
      'Forgot your password? In the sign-in window, choose "Forgot password?" to get a reset link.',
    ],
    footer:
      'If it was not you, ignore this e-mail: registering again gives nobody access to your account.',
  }),
} as const;

export function registrationAttemptMail(
  language: UserLanguage,
  mail: RegistrationAttemptMail,
): RenderedMail {
  return renderMail(COPY[language](mail));
}
