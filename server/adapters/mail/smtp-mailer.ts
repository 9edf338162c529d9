/** Mail through an SMTP server (SMTP_URL: smtp://host:port or smtps://user:pass@host:port). */
import nodemailer from 'nodemailer';
import type { Mailer } from './mail.model';

/** How long to wait for the server, in ms: a sign-up must not hang on a dead mail server. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
