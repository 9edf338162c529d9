/** The double opt-in mail of the newsletter: a confirm link, and (like every newsletter mail) an unsubscribe link. */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface NewsletterConfirmationMail {
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
}

const COPY = {
  vi: ({ confirmUrl, unsubscribeUrl, validDays }: NewsletterConfirmationMail) => ({
    subject: 'Xác nhận đăng ký bản tin Studio AI',
    greeting: 'Xin chào,',
    paragraphs: [
      'Địa chỉ email này vừa được đăng ký nhận bản tin Studio AI: mẹo chụp ảnh sản phẩm, thử đồ ảo, tư vấn kiểu tóc và làm video cho shop thời trang và salon, khoảng hai lần mỗi tháng.',
    ],
    action: { label: 'Xác nhận đăng ký', url: confirmUrl },
    notes: [`Liên kết có hiệu lực trong ${validDays} ngày.`],
    footer: 'Nếu bạn không đăng ký, hãy bỏ qua email này: bạn sẽ không nhận được bản tin nào.',
    unsubscribe: { label: 'Huỷ đăng ký', url: unsubscribeUrl },
  }),
  en: ({ confirmUrl, unsubscribeUrl, validDays }: NewsletterConfirmationMail) => ({
    subject: 'Confirm your Studio AI newsletter subscription',
    greeting: 'Hello,',
    paragraphs: [
      'This address was just signed up for the Studio AI newsletter: practical tips on product photos, virtual try-on, hairstyle consultations and video for fashion shops and salons, about twice a month.',
    ],
    action: { label: 'Confirm subscription', url: confirmUrl },
    notes: [`The link is valid for ${validDays} days.`],
    footer: 'If you did not sign up, ignore this e-mail: you will not receive any newsletter.',
    unsubscribe: { label: 'Unsubscribe', url: unsubscribeUrl },
  }),
} as const;

export function newsletterConfirmationMail(
  language: UserLanguage,
  mail: NewsletterConfirmationMail,
): RenderedMail {
  return renderMail(COPY[language](mail));
}
