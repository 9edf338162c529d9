/**
 * Outgoing mail (docs/architecture.md#configuration): SMTP through nodemailer when SMTP_URL is set,
 * else the dev mailbox — kept in the database, printed in the log and listed on /dev-tools.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createDevMailboxMailer, type DevMailboxStore } from './dev-mailbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form's sender, for the team's copy). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
  /** Sent over SMTP; the dev mailbox keeps the text and HTML only (the text lists the files). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or stored in the mailbox). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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
