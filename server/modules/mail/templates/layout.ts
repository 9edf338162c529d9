/** Renders a mail's parts as plain text and as simple, escaped HTML with the brand's name. */
import { BRAND } from '../../../../common/brand';
import { escapeHtml } from '../../../../common/escape-html';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  /** Before the highlight or the action. */
  paragraphs: string[];
  /** Shown large: a verification code. */
  highlight?: string;
  /** A button in HTML, the bare URL in plain text. */
  action?: { label: string; url: string };
  /** After the highlight or the action, e.g. how long it works. */
  notes: string[];
  /** The closing line, e.g. why the reader got this mail. */
  footer: string;
  /** A link under the footer that stops these mails (newsletter mails must carry one). */
  unsubscribe?: { label: string; url: string };
}

export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: MailContent): string {
  const { greeting, paragraphs, highlight, action, notes, footer, unsubscribe } = content;
  const blocks = [greeting, ...paragraphs];
  if (highlight) blocks.push(highlight);
  if (action) blocks.push(`${action.label}: ${action.url}`);
  blocks.push(...notes, footer);
  if (unsubscribe) blocks.push(`${unsubscribe.label}: ${unsubscribe.url}`);
  blocks.push(`— ${BRAND.name}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(content: MailContent): string {
  const { subject, greeting, paragraphs, highlight, action, notes, footer, unsubscribe } = content;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const parts = [paragraph(greeting), ...paragraphs.map(paragraph)];
  if (highlight) {
    parts.push(
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(highlight)}</p>`,
    );
  }
  if (action) {
    parts.push(
      `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;` +
        `background:#111827;color:#ffffff;text-decoration:none;border-radius:6px">` +
        `${escapeHtml(action.label)}</a></p>`,
      paragraph(action.url),
    );
  }
  parts.push(...notes.map(paragraph));
  parts.push(`<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p>`);
  if (unsubscribe) {
    parts.push(
      `<p style="font-size:13px"><a href="${escapeHtml(unsubscribe.url)}" style="color:#6b7280">` +
        `${escapeHtml(unsubscribe.label)}</a></p>`,
    );
  }
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title>` +
    `</head><body style="font-family:Arial,sans-serif;color:#111827">${parts.join('')}` +
    `<p>— ${escapeHtml(BRAND.name)}</p></body></html>`
  );
}
