/**
 * What the mail adapters send and the shape each one has: its own module, so the adapters
 * (smtp-mailer.ts, dev-mailbox-mailer.ts) and mailer.ts, which picks one, never import each
 * other for it (docs/architecture.md#where-domain-types-live).
 */

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
