/** The mail to an account whose webhook endpoint stopped taking deliveries. */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface WebhookFailingMail {
  name: string;
  url: string;
  event: string;
  attempts: number;
  managementUrl: string;
}

export function webhookFailingMail(language: UserLanguage, mail: WebhookFailingMail): RenderedMail {
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Webhook của bạn trên Studio AI đang gặp lỗi',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: [
            `Chúng tôi không gửi được sự kiện ${mail.event} tới ${mail.url} sau ${mail.attempts} lần thử trong khoảng một ngày.`,
            'Địa chỉ này được đánh dấu là đang lỗi. Hãy kiểm tra máy chủ nhận, rồi bấm "Gửi lại" trong nhật ký gửi.',
          ],
          action: { label: 'Mở trang quản lý API', url: mail.managementUrl },
          notes: ['Các sự kiện mới vẫn tiếp tục được gửi tới địa chỉ này.'],
          footer: 'Bạn nhận email này vì đã đăng ký webhook trên Studio AI.',
        }
      : {
          subject: 'Your Studio AI webhook is failing',
          greeting: `Hello ${mail.name},`,
          paragraphs: [
            `We could not deliver the ${mail.event} event to ${mail.url} after ${mail.attempts} attempts over about a day.`,
            'The endpoint is marked as failing. Check the receiving server, then press "Send again" in its delivery log.',
          ],
          action: { label: 'Open API management', url: mail.managementUrl },
          notes: ['New events are still sent to this endpoint.'],
          footer: 'You get this e-mail because you registered a webhook on Studio AI.',
        },
  );
}
