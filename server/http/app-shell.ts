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
  meta?: { title: string; description: string; image: string; type: 'website' | 'article' };
  /** The picture the page paints first (its largest paint), fetched at high priority. */
  preloadImage?: string;
  /** Read once by the app (`<script type="application/json" id=…>`), never executed. */
  data?: { id: string; attributes: Record<string, string>; value: unknown };
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

export function composeShell(template: string, page: ShellPage): string {
  let html = template;
  if (page.meta) {
    const { title, description, image, type } = page.meta;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    html = withMeta(html, 'description', description);
    html = withMeta(html, 'og:title', title);
    html = withMeta(html, 'og:description', description);
    html = withMeta(html, 'og:image', image);
    html = withMeta(html, 'og:type', type);
  }
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
  return additions.length ? html.replace('</head>', () => `${additions.join('')}</head>`) : html;
}
