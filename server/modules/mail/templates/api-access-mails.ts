/**
 * The mail to an account whose API access was ended on recovery: which tokens were deleted
 * (name and prefix, so the owner can tell theirs from one a stranger made) and how many webhook
 * endpoints were paused (docs/accounts.md#recovery-ends-api-access).
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { excerpt, withoutLinks } from './inert-text';
import { renderMail, type RenderedMail } from './layout';

/** What set it off, so the mail says why. */
export const API_ACCESS_REVOCATION_CAUSES = [
  'password_reset',
  'password_change',
  'sign_out_everywhere',
  'deletion_request',
] as const;
export type ApiAccessRevocationCause = (typeof API_ACCESS_REVOCATION_CAUSES)[number];

export interface ApiAccessRevokedMail {
  name: string;
  cause: ApiAccessRevocationCause;
  tokens: { name: string; prefix: string }[];
  pausedWebhooks: number;
  managementUrl: string;
}

/** The longest token name quoted, in characters. */
const MAX_QUOTED_NAME = 60;

const CAUSES: Record<UserLanguage, Record<ApiAccessRevocationCause, string>> = {
  vi: {
    password_reset: 'Mật khẩu của bạn vừa được đặt lại',
    password_change: 'Mật khẩu của bạn vừa được đổi',
    sign_out_everywhere: 'Bạn vừa đăng xuất khỏi mọi thiết bị',
    deletion_request: 'Tài khoản của bạn vừa được yêu cầu xoá',
  },
  en: {
    password_reset: 'Your password was just reset',
    password_change: 'Your password was just changed',
    sign_out_everywhere: 'You just signed out everywhere',
    deletion_request: 'Your account was just scheduled for deletion',
  },
};

/**
 * A token's name was typed by whoever held a session, maybe not the owner: it is quoted short
 * and with nothing a mail app would turn into a link.
 */
const tokenLine = (token: ApiAccessRevokedMail['tokens'][number]) =>
  `• ${withoutLinks(excerpt(token.name, MAX_QUOTED_NAME))} (${token.prefix}…)`;

export function apiAccessRevokedMail(
  language: UserLanguage,
  mail: ApiAccessRevokedMail,
): RenderedMail {
  const tokens = mail.tokens.map(tokenLine);
  const cause = CAUSES[language][mail.cause];
  if (language === 'vi') {
    return renderMail({
      subject: 'Quyền truy cập API của tài khoản Studio AI đã bị thu hồi',
      greeting: `Xin chào ${mail.name},`,
      paragraphs: [
        `${cause}, nên mọi quyền truy cập API của tài khoản đã dừng: ai từng đăng nhập vào tài khoản không thể dùng tiếp.`,
        ...(tokens.length > 0
          ? [`Đã xoá ${tokens.length} API token:`, ...tokens]
          : ['Tài khoản không có API token nào.']),
        `Đã tạm dừng ${mail.pausedWebhooks} webhook: không sự kiện nào được gửi tới chúng cho đến khi bạn bật lại.`,
      ],
      action: { label: 'Mở trang quản lý API', url: mail.managementUrl },
      notes: ['Hãy tạo token mới cho phần mềm của bạn và bật lại những webhook bạn nhận ra.'],
      footer: 'Nếu bạn không nhận ra token hay webhook nào, đừng bật lại nó.',
    });
  }
  return renderMail({
    subject: 'The API access of your Studio AI account was revoked',
    greeting: `Hello ${mail.name},`,
    paragraphs: [
      `${cause}, so all API access to the account has stopped: whoever signed in to it before cannot go on using it.`,
      ...(tokens.length > 0
        ? [
            `${tokens.length} API token${tokens.length === 1 ? ' was' : 's were'} deleted:`,
            ...tokens,
          ]
        : ['The account had no API tokens.']),
      `${mail.pausedWebhooks} webhook endpoint${mail.pausedWebhooks === 1 ? ' was' : 's were'} paused: no event is sent to ${mail.pausedWebhooks === 1 ? 'it' : 'them'} until you resume ${mail.pausedWebhooks === 1 ? 'it' : 'them'}.`,
    ],
    action: { label: 'Open API management', url: mail.managementUrl },
    notes: ['Create new tokens for your software and resume the webhooks you recognise.'],
    footer: 'If you do not recognise a token or a webhook, do not resume it.',
  });
}
