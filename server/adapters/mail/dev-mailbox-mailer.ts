/** The dev outbox: mails are stored in mail_outbox and printed in the log instead of sent. */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** Where the dev outbox keeps a mail (the mail module's repository answers this). */
export interface OutboxStore {
  insert(mail: { to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export function createOutboxMailer(
  outbox: OutboxStore,
  logger: FastifyBaseLogger,
  { logBodies }: { logBodies: boolean },
): Mailer {
  return {
    async send(message) {
      await outbox.insert(message);
      const body = logBodies ? `\n${message.text}` : '';
      logger.info(`dev outbox: mail to ${message.to}: ${message.subject}${body}`);
    },
    close: () => {},
  };
}
