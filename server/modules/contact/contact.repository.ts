/** Contact messages and their files, stored together or not at all. */
import type { Database } from '../../db/client';
import { contactAttachments, contactMessages } from '../../db/schema';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;
export type NewContactAttachment = Omit<
  typeof contactAttachments.$inferInsert,
  'id' | 'messageId' | 'createdAt'
>;

export function createContactRepository(db: Database) {
  return {
    /** One transaction: a message is never kept without the files it was sent with. */
    insert(message: NewContactMessage, attachments: NewContactAttachment[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning();
        if (attachments.length > 0) {
          await tx
            .insert(contactAttachments)
            .values(attachments.map((file) => ({ ...file, messageId: row!.id })));
        }
        return row!;
      });
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
