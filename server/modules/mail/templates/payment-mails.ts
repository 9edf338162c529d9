/**
 * The payment mails (docs/payments.md): the receipt of a completed payment and the reminder
 * before a plan's period ends, with a one-click renewal link (the checkout, prefilled).
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import type { PaymentView } from '../../../../common/contracts/payments';
import { PLAN_NAMES } from '../../../../common/contracts/payments';
import { VAT_PERCENT, type PlanId } from '../../../../common/plans';
import { renderMail, type RenderedMail } from './layout';

export interface PaymentReceiptMail {
  name: string;
  payment: PaymentView;
  historyUrl: string;
}

export interface RenewalReminderMail {
  name: string;
  planId: PlanId;
  endsAt: Date;
  daysLeft: number;
  renewUrl: string;
}

const LOCALE = { vi: 'vi-VN', en: 'en-GB' } as const;
const VIETNAM = 'Asia/Ho_Chi_Minh';

const vnd = (language: UserLanguage, amount: number) =>
  `${amount.toLocaleString(LOCALE[language])} ₫`;
const day = (language: UserLanguage, date: Date) =>
  date.toLocaleDateString(LOCALE[language], { timeZone: VIETNAM });

const PLAN_NAMES_VI: Record<PlanId, string> = {
  free_trial: 'Dùng thử miễn phí',
  basic: 'Cơ bản',
  starter: 'Khởi đầu',
  pro: 'Pro',
  professional: 'Chuyên nghiệp',
  premium: 'Cao cấp',
  enterprise: 'Doanh nghiệp',
};

const planName = (language: UserLanguage, planId: PlanId) =>
  language === 'vi' ? PLAN_NAMES_VI[planId] : PLAN_NAMES[planId];

const METHOD_NAMES: Record<PaymentView['method'], string> = {
  sandbox: 'Sandbox',
  vnpay: 'VNPay',
  momo: 'MoMo',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

/** What was bought, in the buyer's language: the receipt's subject and the sandbox's page. */
export function whatWasBought(
  language: UserLanguage,
  payment: Pick<PaymentView, 'kind' | 'credits' | 'plan_id' | 'period'>,
): string {
  if (payment.kind === 'pack') {
    return language === 'vi'
      ? `Gói ${payment.credits} tín dụng`
      : `Credit pack of ${payment.credits} credits`;
  }
  const plan = planName(language, payment.plan_id!);
  const months = payment.period === 'annual' ? 12 : 1;
  return language === 'vi'
    ? `Gói ${plan}, ${months} tháng`
    : `${plan} plan, ${months} month${months > 1 ? 's' : ''}`;
}

export function paymentReceiptMail(
  language: UserLanguage,
  { name, payment, historyUrl }: PaymentReceiptMail,
): RenderedMail {
  const bought = whatWasBought(language, payment);
  const amount = vnd(language, payment.amount_vnd);
  const paidIn = payment.gateway_amount ? ` (${payment.gateway_amount})` : '';
  const method = METHOD_NAMES[payment.method];
  const date = day(language, new Date(payment.completed_at ?? payment.created_at));
  if (language === 'vi') {
    return renderMail({
      subject: `Biên nhận thanh toán Studio AI: ${bought}`,
      greeting: `Xin chào ${name},`,
      paragraphs: [
        'Cảm ơn bạn! Thanh toán của bạn đã hoàn tất.',
        `Nội dung: ${bought}`,
        `Số tiền: ${amount}${paidIn}, đã gồm ${VAT_PERCENT}% VAT`,
        `Phương thức: ${method} · Ngày: ${date} · Mã thanh toán: ${payment.id}`,
        `Số dư tín dụng hiện tại: ${payment.balance}`,
      ],
      action: { label: 'Xem lịch sử thanh toán', url: historyUrl },
      notes: [
        'Tín dụng được dùng trong 12 tháng kể từ ngày cấp, tín dụng cũ nhất được dùng trước.',
      ],
      footer: 'Email này là biên nhận của bạn; hãy giữ lại để đối chiếu.',
    });
  }
  return renderMail({
    subject: `Your Studio AI receipt: ${bought}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      'Thank you! Your payment is complete.',
      `Item: ${bought}`,
      `Amount: ${amount}${paidIn}, including ${VAT_PERCENT}% VAT`,
      `Method: ${method} · Date: ${date} · Payment ID: ${payment.id}`,
      `Your credit balance now: ${payment.balance}`,
    ],
    action: { label: 'See your payment history', url: historyUrl },
    notes: ['Credits can be used for 12 months from the day they are granted, oldest first.'],
    footer: 'This e-mail is your receipt; keep it for your records.',
  });
}

export function renewalReminderMail(
  language: UserLanguage,
  { name, planId, endsAt, daysLeft, renewUrl }: RenewalReminderMail,
): RenderedMail {
  const plan = planName(language, planId);
  const date = day(language, endsAt);
  if (language === 'vi') {
    return renderMail({
      subject: `Gói ${plan} của bạn hết hạn sau ${daysLeft} ngày`,
      greeting: `Xin chào ${name},`,
      paragraphs: [
        `Gói ${plan} của bạn kết thúc vào ngày ${date}. Sau ngày đó tài khoản trở về gói dùng thử (ảnh có hình mờ); tín dụng còn lại vẫn được giữ đến khi hết hạn.`,
        'Gia hạn bằng một lần bấm:',
      ],
      action: { label: `Gia hạn gói ${plan}`, url: renewUrl },
      notes: ['Gia hạn trước ngày kết thúc sẽ nối tiếp kỳ hiện tại, không mất ngày nào.'],
      footer: 'Bạn có thể tắt email nhắc gia hạn trong trang hồ sơ.',
    });
  }
  return renderMail({
    subject: `Your ${plan} plan ends in ${daysLeft} day${daysLeft > 1 ? 's' : ''}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your ${plan} plan ends on ${date}. After that the account is back on the free trial (watermarked results); the credits you have left are kept until they lapse.`,
      'Renew with one click:',
    ],
    action: { label: `Renew ${plan}`, url: renewUrl },
    notes: ['Renewing before the end continues the current period: no day is lost.'],
    footer: 'You can turn renewal reminders off on your profile page.',
  });
}
