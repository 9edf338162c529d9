/**
 * Outgoing mail (docs/architecture.md#configuration): SMTP through nodemailer when SMTP_URL is set,
 * else the dev mailbox — kept in the database, printed in the log and listed on /dev-tools.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createDevMailboxMailer, type DevMailboxStore } from './dev-mailbox-mailer';
import type { Mailer } from './mail.model';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
  mailbox: DevMailboxStore,
  logger: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (config.NODE_ENV === 'production') {
    logger.warn('SMTP_URL is not set: e-mails go to the dev mailbox and reach nobody');
  }
  // Codes and links in the log are a convenience for development only.
  return createDevMailboxMailer(mailbox, logger, { logBodies: config.NODE_ENV !== 'production' });
}
