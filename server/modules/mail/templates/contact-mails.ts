/**
 * The two mails of a contact message (docs/product-rules.md#contact-form): the team's copy, in
 * Vietnamese with every field, and the receipt to the sender, in the language they wrote in. The
 * receipt goes to whatever address was typed, so it quotes only a short excerpt, with no link in it
 * (docs/input-and-passwords.md, "The contact receipt").
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import type { ContactTopic } from '../../../../common/contracts/contact';
import { excerpt, withoutLinks } from './inert-text';
import { renderMail, type RenderedMail } from './layout';

export interface ContactMail {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  description: string;
  language: UserLanguage;
  attachments: { fileName: string; byteSize: number; mimeType: string }[];
}

const TOPICS: Record<UserLanguage, Record<ContactTopic, string>> = {
  vi: {
    technical_support: 'Hỗ trợ kỹ thuật',
    service_pricing: 'Thông tin dịch vụ và bảng giá',
    business_cooperation: 'Hợp tác kinh doanh',
    feedback: 'Góp ý',
    other: 'Khác',
  },
  en: {
    technical_support: 'Technical support',
    service_pricing: 'Service information and pricing',
    business_cooperation: 'Business cooperation',
    feedback: 'Feedback',
    other: 'Other',
  },
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
/** One paragraph per line the sender wrote. */
const lines = (text: string) => text.split(/\n+/).filter((line) => line.trim());

export function contactTeamMail(mail: ContactMail): RenderedMail {
  const name = `${mail.firstName} ${mail.lastName}`;
  const files = mail.attachments.map(
    (file) => `• ${file.fileName} (${kilobytes(file.byteSize)}, ${file.mimeType})`,
  );
  return renderMail({
    subject: `[Liên hệ ${mail.reference}] ${TOPICS.vi[mail.topic]} — ${name}`,
    greeting: 'Tin nhắn mới từ biểu mẫu liên hệ:',
    paragraphs: [
      `Người gửi: ${name}`,
      `Email: ${mail.email}`,
      `Điện thoại: ${mail.phone ?? 'không để lại'}`,
      `Chủ đề: ${TOPICS.vi[mail.topic]}`,
      `Ngôn ngữ: ${mail.language === 'vi' ? 'Tiếng Việt' : 'Tiếng Anh'}`,
      'Nội dung:',
      ...lines(mail.description),
    ],
    notes: files.length
      ? [`Tệp đính kèm (${files.length}):`, ...files]
      : ['Không có tệp đính kèm.'],
    footer: `Mã yêu cầu ${mail.reference}. Trả lời email này để phản hồi trực tiếp cho khách.`,
  });
}

/** How much of the sender's message the receipt quotes, in characters. */
export const RECEIPT_EXCERPT_LENGTH = 200;

/** What the receipt repeats of the sender's words: the first name and an excerpt, inert. */
function quoted(mail: ContactMail) {
  return {
    firstName: withoutLinks(mail.firstName),
    quote: `“${withoutLinks(excerpt(mail.description, RECEIPT_EXCERPT_LENGTH))}”`,
  };
}

const RECEIPT = {
  vi: (mail: ContactMail, { firstName, quote }: ReturnType<typeof quoted>) => ({
    subject: `Studio AI đã nhận tin nhắn của bạn (mã ${mail.reference})`,
    greeting: `Xin chào ${firstName},`,
    paragraphs: [
      'Cảm ơn bạn đã liên hệ Studio AI. Chúng tôi sẽ trả lời trong vòng một ngày làm việc (8:00–21:00, thứ Hai đến thứ Bảy).',
      `Chủ đề: ${TOPICS.vi[mail.topic]}`,
      'Trích tin nhắn của bạn:',
      quote,
    ],
    notes: [
      mail.attachments.length
        ? `Kèm ${mail.attachments.length} tệp.`
        : 'Tin nhắn không kèm tệp nào.',
    ],
    footer: `Khi cần bổ sung, hãy trả lời email này và giữ mã ${mail.reference}. Nếu bạn không gửi tin nhắn này, hãy bỏ qua email.`,
  }),
  en: (mail: ContactMail, { firstName, quote }: ReturnType<typeof quoted>) => ({
    subject: `Studio AI received your message (ref. ${mail.reference})`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Thank you for contacting Studio AI. We will answer within one working day (8:00–21:00 Vietnam time, Monday to Saturday).',
      `Topic: ${TOPICS.en[mail.topic]}`,
      'From your message:',
      quote,
    ],
    notes: [
      mail.attachments.length
        ? `With ${mail.attachments.length} attached file(s).`
        : 'No files were attached.',
    ],
    footer: `To add anything, reply to this e-mail and keep the reference ${mail.reference}. If you did not send this message, ignore this e-mail.`,
  }),
} as const;

export function contactReceiptMail(mail: ContactMail): RenderedMail {
  return renderMail(RECEIPT[mail.language](mail, quoted(mail)));
}
