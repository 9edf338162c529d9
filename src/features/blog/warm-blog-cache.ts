/**
 * Reads what /blog shows first — the newest posts, the categories, the tags and the covers —
 * so the service worker keeps them and /blog opens offline even if it was never visited
 * (docs/architecture.md#service-worker). The requests are the list page's own (BlogListPage, page
 * 1, newest first): the worker caches by address, so the same calls make the same entries.
 */
import type { Language } from '../../lib/i18n/languages';
import { blogApi } from './blog.api';

export async function warmBlogFirstPage(lang: Language, signal: AbortSignal): Promise<void> {
  const [list] = await Promise.all([
    blogApi.list({ lang, sort: 'newest', page: 1 }, signal),
    blogApi.categories(lang, signal),
    blogApi.tags(lang, signal),
  ]);
  // Covers of this site only: another origin's pictures are not ours to keep.
  const covers = list.items.map((post) => post.cover_image).filter((src) => src.startsWith('/'));
  await Promise.all(
    covers.map((src) =>
      // The whole body: the worker stores the picture once it has all of it.
      fetch(src, { signal })
        .then((response) => response.blob())
        .then(
          () => undefined,
          () => undefined,
        ),
    ),
  );
}
