/** The dev mailbox as /dev-tools lists it. */
import {
  DEV_MAILBOX_PAGE_SIZE,
  type DevMailboxResponse,
} from '../../../common/contracts/dev-mailbox';
import type { DevMailboxRepository } from './dev-mailbox.repository';

export function createDevMailboxService(mailbox: DevMailboxRepository) {
  return {
    async list(recipient?: string): Promise<DevMailboxResponse> {
      const mails = await mailbox.list({ recipient, limit: DEV_MAILBOX_PAGE_SIZE });
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          created_at: mail.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
