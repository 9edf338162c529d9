/** The dev outbox: mails are stored in mail_outbox and printed in the log instead of sent. */
import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository } from '../../modules/mail/mail-outbox.repository';
import type { Mailer } from './mailer';

export function createOutboxMailer(
  outbox: MailOutboxRepository,
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
