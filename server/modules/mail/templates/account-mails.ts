/**
 * The mails of the profile page (docs/accounts.md, "The profile"): the code that proves a new
 * address, the notice to the old one, a password change, a requested deletion and its code, and
 * the finished data export.
 */
import type { UserLanguage } from '../../../../common/contracts/auth';
import { renderMail, type RenderedMail } from './layout';

export interface AccountCodeMail {
  name: string;
  code: number;
  validMinutes: number;
}

export interface EmailChangeNoticeMail {
  name: string;
  newEmail: string;
}

export interface PasswordChangedMail {
  name: string;
}

export interface DeletionScheduledMail {
  name: string;
  /** When the data is erased; written as a date in the reader's language, Vietnam's time. */
  dueAt: Date;
  profileUrl: string;
}

export interface DataExportReadyMail {
  name: string;
  downloadUrl: string;
  validDays: number;
}

const formatted = (language: UserLanguage, date: Date) =>
  date.toLocaleDateString(language === 'vi' ? 'vi-VN' : 'en-GB', { timeZone: 'Asia/Ho_Chi_Minh' });

export function emailChangeCodeMail(language: UserLanguage, mail: AccountCodeMail): RenderedMail {
  const copy =
    language === 'vi'
      ? {
          subject: 'Xác nhận địa chỉ email mới cho Studio AI',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: ['Nhập mã dưới đây trên trang hồ sơ để dùng địa chỉ này cho tài khoản:'],
          notes: [`Mã có hiệu lực trong ${mail.validMinutes} phút.`],
          footer: 'Nếu bạn không yêu cầu đổi email, hãy bỏ qua email này.',
        }
      : {
          subject: 'Confirm your new Studio AI e-mail address',
          greeting: `Hello ${mail.name},`,
          paragraphs: [
            'Enter this code on your profile page to use this address for your account:',
          ],
          notes: [`The code is valid for ${mail.validMinutes} minutes.`],
          footer: 'If you did not ask to change your e-mail, you can ignore this e-mail.',
        };
  return renderMail({ ...copy, highlight: String(mail.code) });
}

/** To the address in use: someone asked to move the account elsewhere. */
export function emailChangeNoticeMail(
  language: UserLanguage,
  mail: EmailChangeNoticeMail,
): RenderedMail {
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Yêu cầu đổi email tài khoản Studio AI',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: [
            `Có yêu cầu đổi email của tài khoản sang ${mail.newEmail}. Email chỉ đổi khi mã gửi tới địa chỉ mới được nhập.`,
          ],
          notes: [],
          footer:
            'Nếu không phải bạn, hãy đổi mật khẩu và đăng xuất khỏi mọi thiết bị trên trang hồ sơ.',
        }
      : {
          subject: 'A change of your Studio AI e-mail was requested',
          greeting: `Hello ${mail.name},`,
          paragraphs: [
            `Someone asked to change your account's e-mail to ${mail.newEmail}. It changes only once the code sent there is entered.`,
          ],
          notes: [],
          footer:
            'If this was not you, change your password and sign out everywhere on your profile page.',
        },
  );
}

/** To a new address that already has an account: no code, so nothing is revealed elsewhere. */
export function emailInUseMail(language: UserLanguage): RenderedMail {
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Email này đã có tài khoản Studio AI',
          greeting: 'Xin chào,',
          paragraphs: [
            'Có người muốn chuyển một tài khoản Studio AI sang địa chỉ này, nhưng địa chỉ này đã có tài khoản nên không có gì thay đổi.',
          ],
          notes: [],
          footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này.',
        }
      : {
          subject: 'This e-mail already has a Studio AI account',
          greeting: 'Hello,',
          paragraphs: [
            'Someone asked to move a Studio AI account to this address, but it already has an account, so nothing changed.',
          ],
          notes: [],
          footer: 'If you did not ask for this, you can ignore this e-mail.',
        },
  );
}

export function passwordChangedMail(
  language: UserLanguage,
  mail: PasswordChangedMail,
): RenderedMail {
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Mật khẩu Studio AI của bạn đã thay đổi',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: ['Mật khẩu tài khoản vừa được đổi; các thiết bị khác đã được đăng xuất.'],
          notes: [],
          footer: 'Nếu không phải bạn, hãy dùng "Quên mật khẩu" ngay để lấy lại tài khoản.',
        }
      : {
          subject: 'Your Studio AI password was changed',
          greeting: `Hello ${mail.name},`,
          paragraphs: ["Your account's password was just changed; other devices were signed out."],
          notes: [],
          footer: 'If this was not you, use "Forgot password" now to take your account back.',
        },
  );
}

export function deletionCodeMail(language: UserLanguage, mail: AccountCodeMail): RenderedMail {
  const copy =
    language === 'vi'
      ? {
          subject: 'Mã xác nhận xóa tài khoản Studio AI',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: ['Nhập mã dưới đây trên trang hồ sơ để xác nhận xóa tài khoản:'],
          notes: [`Mã có hiệu lực trong ${mail.validMinutes} phút.`],
          footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: tài khoản vẫn giữ nguyên.',
        }
      : {
          subject: 'Your code to delete your Studio AI account',
          greeting: `Hello ${mail.name},`,
          paragraphs: ['Enter this code on your profile page to confirm deleting your account:'],
          notes: [`The code is valid for ${mail.validMinutes} minutes.`],
          footer: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
        };
  return renderMail({ ...copy, highlight: String(mail.code) });
}

export function deletionScheduledMail(
  language: UserLanguage,
  mail: DeletionScheduledMail,
): RenderedMail {
  const dueDate = formatted(language, mail.dueAt);
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Tài khoản Studio AI của bạn sẽ bị xóa',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: [
            `Tài khoản và dữ liệu của bạn (ảnh, lịch sử tạo ảnh, thư viện) sẽ bị xóa vào ngày ${dueDate}. Lịch sử tín dụng được giữ lại ở dạng ẩn danh theo quy định về chứng từ kế toán.`,
          ],
          action: { label: 'Hủy yêu cầu xóa', url: mail.profileUrl },
          notes: ['Đăng nhập và hủy yêu cầu trên trang hồ sơ trước ngày đó nếu bạn đổi ý.'],
          footer: 'Bạn nhận email này vì đã yêu cầu xóa tài khoản.',
        }
      : {
          subject: 'Your Studio AI account will be deleted',
          greeting: `Hello ${mail.name},`,
          paragraphs: [
            `Your account and its data (pictures, generation history, asset library) will be erased on ${dueDate}. Credit records are kept, anonymised, as accounting law requires.`,
          ],
          action: { label: 'Cancel the deletion', url: mail.profileUrl },
          notes: ['Sign in and cancel on your profile page before then if you change your mind.'],
          footer: 'You get this e-mail because you asked to delete your account.',
        },
  );
}

export function dataExportReadyMail(
  language: UserLanguage,
  mail: DataExportReadyMail,
): RenderedMail {
  return renderMail(
    language === 'vi'
      ? {
          subject: 'Dữ liệu Studio AI của bạn đã sẵn sàng',
          greeting: `Xin chào ${mail.name},`,
          paragraphs: [
            'Tệp ZIP chứa hồ sơ, lịch sử tạo ảnh kèm tệp, thư viện và lịch sử tín dụng của bạn đã sẵn sàng.',
          ],
          action: { label: 'Tải dữ liệu', url: mail.downloadUrl },
          notes: [`Liên kết có hiệu lực trong ${mail.validDays} ngày.`],
          footer: 'Bạn nhận email này vì đã yêu cầu xuất dữ liệu trên trang hồ sơ.',
        }
      : {
          subject: 'Your Studio AI data is ready',
          greeting: `Hello ${mail.name},`,
          paragraphs: [
            'A ZIP with your profile, generation history with its files, asset library and credit history is ready.',
          ],
          action: { label: 'Download your data', url: mail.downloadUrl },
          notes: [`The link works for ${mail.validDays} days.`],
          footer: 'You get this e-mail because you asked to export your data on your profile page.',
        },
  );
}
