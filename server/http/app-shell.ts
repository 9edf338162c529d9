/**
 * The app shell (index.html) as one page's first response: the page's own title, description
 * and preview image for link previews that run no JavaScript (Zalo, Facebook, search engines),
 * the image it paints first preloaded beside the code, and the data it would request first
 * handed over in the HTML (a blog post on a slow network, docs/architecture.md#performance-goals).
 * Pure: strings in, string out; ./pwa.ts serves it.
 */
import { escapeHtml } from '../../common/escape-html';

/** What the server knows of one page before the app runs. Every field is optional. */
export interface ShellPage {
  meta?: {
    title: string;
    description: string;
    /** Absolute: link previews do not resolve a relative one. */
    image: string;
    type: 'website' | 'article';
    /** The page's absolute address: its canonical link and og:url. */
    url: string;
  };
  /** The picture the page paints first (its largest paint), fetched at high priority. */
  preloadImage?: string;
  /** Read once by the app (`<script type="application/json" id=…>`), never executed. */
  data?: { id: string; attributes: Record<string, string>; value: unknown };
  /**
   * schema.org JSON-LD, one `<script type="application/ld+json">` each. An id the app also
   * writes (src/components/page/use-json-ld.ts) is replaced by the app's, not doubled.
   */
  structuredData?: { id: string; value: unknown }[];
}

/** Finds what the server can add for a path, or null (the plain shell). */
export type ShellPages = (path: string) => Promise<ShellPage | null>;

/** JSON that cannot end its <script> element or open a comment: `<` is written as \u003c. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Every replacement below is a function: a `$&` or `$'` in a post's text stays text.
function withMeta(html: string, key: string, content: string): string {
  const tag = new RegExp(`(<meta\\s+(?:name|property)="${key}"\\s+content=")[^"]*(")`);
  const value = escapeHtml(content);
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  return tag.test(html)
    ? html.replace(tag, (_match, start: string, end: string) => start + value + end)
    : html.replace('</head>', () => `<meta ${attribute}="${key}" content="${value}" /></head>`);
}

function withCanonical(html: string, url: string): string {
  const link = `<link rel="canonical" href="${escapeHtml(url)}" />`;
  const existing = /<link\s+rel="canonical"[^>]*>/;
  return existing.test(html)
    ? html.replace(existing, () => link)
    : html.replace('</head>', () => `${link}</head>`);
}

/**
 * The template's og:image:width and og:image:height describe its default picture; a page's own
 * (an uploaded cover) may have another shape, and a crawler measures it when it is not given.
 */
const DEFAULT_IMAGE_SIZE = /\s*<meta\s+property="og:image:(?:width|height)"[^>]*>/g;

/** The same title, text and picture for the search result, Open Graph and Twitter's card. */
function withPageMeta(template: string, meta: NonNullable<ShellPage['meta']>): string {
  const { title, description, image, type, url } = meta;
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(DEFAULT_IMAGE_SIZE, '');
  const tags: [string, string][] = [
    ['description', description],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:type', type],
    ['og:url', url],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  for (const [key, content] of tags) html = withMeta(html, key, content);
  return withCanonical(html, url);
}

function headAdditions(page: ShellPage): string[] {
  const additions: string[] = [];
  if (page.preloadImage)
    additions.push(
      `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage)}" fetchpriority="high" />`,
    );
  if (page.data) {
    const attributes = Object.entries(page.data.attributes)
      .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
      .join('');
    additions.push(
      `<script type="application/json" id="${escapeHtml(page.data.id)}"${attributes}>${scriptJson(page.data.value)}</script>`,
    );
  }
  for (const { id, value } of page.structuredData ?? [])
    additions.push(
      `<script type="application/ld+json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`,
    );
  return additions;
}

export function composeShell(template: string, page: ShellPage): string {
  const html = page.meta ? withPageMeta(template, page.meta) : template;
  const additions = headAdditions(page);
  return additions.length ? html.replace('</head>', () => `${additions.join('')}</head>`) : html;
}
