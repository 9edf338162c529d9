/**
 * What the server and the PWA must agree on about a post's Markdown: the ids of its headings
 * (the server's table of contents links to the ids the client's renderer gives), its reading
 * time, and which Markdown is refused on write (raw HTML, script-capable links).
 */
import { Lexer, marked, type Token, type TokensList } from 'marked';

/** Words a reader gets through in a minute: a common figure for screen reading. */
export const WORDS_PER_MINUTE = 200;

export function lexMarkdown(markdown: string): TokensList {
  return Lexer.lex(markdown);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Marked keeps entities (`&amp;`, `&#39;`) in token texts; as plain text they are characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The visible text of inline tokens: markup dropped, entities decoded. */
export function plainText(tokens: readonly Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    if ('tokens' in token && token.tokens?.length) text += plainText(token.tokens);
    else if (token.type === 'html') continue;
    else if ('text' in token && typeof token.text === 'string') text += decodeEntities(token.text);
  }
  return text;
}

/** Lower-case ASCII words joined by hyphens: "Ánh sáng cửa sổ" -> "anh-sang-cua-so". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives each heading text a unique id: repeats get `-2`, `-3`. One slugger per document. */
export function createHeadingSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

/**
 * The id of every heading token of a document, in document order. Both the server's table of
 * contents and the client's renderer take their ids from here, so they always agree.
 */
export function headingIds(tokens: TokensList): Map<Token, string> {
  const slug = createHeadingSlugger();
  const ids = new Map<Token, string>();
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') ids.set(token, slug(plainText(token.tokens).trim()));
  });
  return ids;
}

/** The ## and ### headings: the post page's table of contents. */
export function tableOfContents(markdown: string) {
  const toc: { id: string; text: string; level: 2 | 3 }[] = [];
  for (const [token, id] of headingIds(lexMarkdown(markdown))) {
    if (token.type === 'heading' && (token.depth === 2 || token.depth === 3)) {
      toc.push({ id, text: plainText(token.tokens).trim(), level: token.depth });
    }
  }
  return toc;
}

export function readingMinutes(markdown: string): number {
  let words = 0;
  marked.walkTokens(lexMarkdown(markdown), (token) => {
    const isLeaf = !('tokens' in token && token.tokens?.length) && token.type !== 'html';
    if (isLeaf && 'text' in token && typeof token.text === 'string') {
      words += token.text.split(/\s+/).filter(Boolean).length;
    }
  });
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Whether a link target is safe to follow: http(s), mailto, or a relative path/anchor. Anything
 * else (javascript:, data:, vbscript:, file:…) is refused. Entities are decoded and control
 * characters and spaces dropped first, as browsers do ("&#106;avascript:", "java\tscript:").
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(href).replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !compact.startsWith('//') && !compact.startsWith('\\');
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Why a body may not be stored, or null: raw HTML (named, e.g. <script>) or an unsafe link. */
export function unsafeMarkdownProblem(markdown: string): string | null {
  let problem: string | null = null;
  marked.walkTokens(lexMarkdown(markdown), (token) => {
    if (problem) return;
    if (token.type === 'html') {
      const tag = /<\s*\/?\s*([a-z][a-z0-9-]*)/i.exec(token.text)?.[1]?.toLowerCase();
      problem = `Raw HTML is not allowed in a post body${tag ? ` (found <${tag}>)` : ''}`;
    } else if ((token.type === 'link' || token.type === 'image') && !isSafeHref(token.href)) {
      problem = `Links must use http, https or mailto (found ${token.href.slice(0, 40)})`;
    }
  });
  return problem;
}
