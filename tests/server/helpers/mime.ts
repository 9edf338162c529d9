/**
 * Just enough MIME to read what nodemailer sends: headers (unfolded, RFC 2047 words decoded),
 * nested multipart (a mail with attachments wraps its text and HTML in one more level),
 * quoted-printable and base64 bodies.
 */
export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The file names of the attached parts. */
  attachments: string[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const bodyOf = (type: string) => {
    const part = parts.find(
      (candidate) =>
        candidate.headers['content-type']?.startsWith(type) && !isAttachment(candidate),
    );
    return part ? decodeBody(part) : '';
  };
  return {
    to: /[^\s<>]+@[^\s<>]+/.exec(message.headers.to ?? '')?.[0] ?? '',
    subject: decodeWords(message.headers.subject ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    attachments: parts
      .filter(isAttachment)
      .map(
        (part) =>
          /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      ),
  };
}

/** The parts that are not themselves multipart, depth first. */
function leafParts(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((child) => leafParts(splitPart(child.trim())));
}

const isAttachment = (part: Part) =>
  (part.headers['content-disposition'] ?? '').startsWith('attachment');

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; the space between two words is dropped. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
