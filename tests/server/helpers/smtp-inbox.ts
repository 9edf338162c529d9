/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps what it receives, so
 * tests run the server's nodemailer SMTP path end to end.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

/** How long a test waits for an expected mail, in ms. */
const MAIL_WAIT_MS = 5_000;

export interface SmtpInbox {
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ParsedMail[];
  /** Mails to `to` received so far. */
  mailsTo(to: string): ParsedMail[];
  /** Waits for the next mail to `to` that no earlier call returned. */
  nextMail(to: string): Promise<ParsedMail>;
  /** Holds each incoming message this long before accepting it, in ms (a slow server). */
  setAcceptDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  let acceptDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          mails.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        }, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => mails.filter((mail) => mail.to === to);

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    async nextMail(to) {
      const deadline = Date.now() + MAIL_WAIT_MS;
      for (;;) {
        const mail = mailsTo(to).find((candidate) => !taken.has(candidate));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${MAIL_WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    setAcceptDelay: (ms) => void (acceptDelayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
