/** The dev outbox as /dev-tools lists it. */
import { DEV_OUTBOX_PAGE_SIZE, type DevOutboxResponse } from '../../../common/contracts/dev-outbox';
import type { MailOutboxRepository } from './mail-outbox.repository';

export function createDevOutboxService(outbox: MailOutboxRepository) {
  return {
    async list(recipient?: string): Promise<DevOutboxResponse> {
      const mails = await outbox.list({ recipient, limit: DEV_OUTBOX_PAGE_SIZE });
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
export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
