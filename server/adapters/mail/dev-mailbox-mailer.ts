/** The dev mailbox: mails are stored in the dev_mailbox table and printed in the log instead of sent. */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail.model';

/** Where the dev mailbox keeps a mail (the mail module's repository answers this). */
export interface DevMailboxStore {
  insert(mail: { to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export function createDevMailboxMailer(
  mailbox: DevMailboxStore,
  logger: FastifyBaseLogger,
  { logBodies }: { logBodies: boolean },
): Mailer {
  return {
    async send(message) {
      await mailbox.insert(message);
      const body = logBodies ? `\n${message.text}` : '';
      logger.info(`dev mailbox: mail to ${message.to}: ${message.subject}${body}`);
    },
    close: () => {},
  };
}
