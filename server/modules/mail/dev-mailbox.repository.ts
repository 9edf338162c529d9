/** The dev outbox table (mail_outbox): mails kept while SMTP_URL is unset. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailOutboxRepository(db: Database) {
  return {
    async insert(mail: { to: string; subject: string; text: string; html: string }) {
      await db.insert(mailOutbox).values({
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
    },

    /** Newest first; only `recipient`'s mails when it is given. */
    list({ recipient, limit }: { recipient?: string; limit: number }): Promise<OutboxMail[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(recipient === undefined ? undefined : eq(mailOutbox.recipient, recipient))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
