/** The dev mailbox table: mails kept while SMTP_URL is unset. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devMailbox } from '../../db/schema';

export type DevMailboxMail = typeof devMailbox.$inferSelect;

export function createDevMailboxRepository(db: Database) {
  return {
    async insert(mail: { to: string; subject: string; text: string; html: string }) {
      await db.insert(devMailbox).values({
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
    },

    /** Newest first; only `recipient`'s mails when it is given. */
    list({ recipient, limit }: { recipient?: string; limit: number }): Promise<DevMailboxMail[]> {
      return db
        .select()
        .from(devMailbox)
        .where(recipient === undefined ? undefined : eq(devMailbox.recipient, recipient))
        .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
        .limit(limit);
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
