ALTER TABLE "mail_outbox" RENAME TO "dev_mailbox";--> statement-breakpoint
ALTER INDEX "mail_outbox_created_at_idx" RENAME TO "dev_mailbox_created_at_idx";
