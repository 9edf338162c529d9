/**
 * The document head a page shows to browsers, search engines and link previews: title,
 * description, Open Graph, Twitter card and canonical link. One writer for all of it: the
 * route's defaults (from its handle) are the base layer and a page that knows better (a blog
 * post's own title) lays its values over them, whatever order React runs their effects in.
 *
 * Hreflang alternates are not written: both languages live at the same URL (the toggle is
 * client-side), so there is no second URL to point at.
 */

import { documentTitle } from '../../../common/brand';

export interface PageMeta {
  /** The page's own title; the document title becomes "<title> · <brand>". */
  title?: string;
  description: string;
  /** Root-relative or absolute URL of the preview image. */
  image: string;
  type: 'website' | 'article';
  /** Open Graph locale, e.g. vi_VN. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  brand: string;
}

/** What a page may override. */
export type PageMetaOverride = Partial<Pick<PageMeta, 'title' | 'description' | 'image' | 'type'>>;

/** 1200×630, rendered by scripts/make-og-image.ts. */
export const DEFAULT_OG_IMAGE_PATH = '/og/default.png';

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function setAlternateLocales(doc: Document, locales: string[]) {
  doc.head
    .querySelectorAll('meta[property="og:locale:alternate"]')
    .forEach((node) => node.remove());
  for (const locale of locales) {
    const element = doc.createElement('meta');
    element.setAttribute('property', 'og:locale:alternate');
    element.content = locale;
    doc.head.append(element);
  }
}

function upsertCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

/** Writes `meta` into `doc` for the page at `location` (query and hash are not part of it). */
export function applyPageMeta(doc: Document, meta: PageMeta, location: URL): void {
  const fullTitle = documentTitle(meta.title, meta.brand);
  const url = location.origin + location.pathname;
  const image = new URL(meta.image, location.origin).href;
  doc.title = fullTitle;
  upsertMeta(doc, 'name', 'description', meta.description);
  upsertMeta(doc, 'property', 'og:site_name', meta.brand);
  upsertMeta(doc, 'property', 'og:title', fullTitle);
  upsertMeta(doc, 'property', 'og:description', meta.description);
  upsertMeta(doc, 'property', 'og:type', meta.type);
  upsertMeta(doc, 'property', 'og:url', url);
  upsertMeta(doc, 'property', 'og:image', image);
  upsertMeta(doc, 'property', 'og:locale', meta.ogLocale);
  setAlternateLocales(doc, meta.ogLocaleAlternates);
  upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  upsertMeta(doc, 'name', 'twitter:title', fullTitle);
  upsertMeta(doc, 'name', 'twitter:description', meta.description);
  upsertMeta(doc, 'name', 'twitter:image', image);
  upsertCanonical(doc, url);
}

let routeMeta: PageMeta | null = null;
const overrides: PageMetaOverride[] = [];

function render(): void {
  if (!routeMeta) return;
  const override = overrides.at(-1) ?? {};
  const defined = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined));
  applyPageMeta(document, { ...routeMeta, ...defined }, new URL(window.location.href));
}

/** The base layer: the current route's meta (set by the app root on every navigation). */
export function setRouteMeta(meta: PageMeta): void {
  routeMeta = meta;
  render();
}

/** Lays a page's values over the route's until the returned function removes them. */
export function pushPageMeta(override: PageMetaOverride): () => void {
  overrides.push(override);
  render();
  return () => {
    const index = overrides.lastIndexOf(override);
    if (index >= 0) overrides.splice(index, 1);
    render();
  };
}
