/**
 * sitemap.xml: the public pages of docs/product-rules.md#pages-and-routes (no dev tools, auth
 * callbacks, payment results or checkout: nothing a search engine should list) and every published
 * post, plus the categories and tags that have published posts. Addresses use PUBLIC_URL as their
 * origin.
 */
import { PATHS, SERVICE_SLUGS } from '../../../common/routes';
import type { Clock } from '../../clock';
import type { BlogPostsRepository } from '../blog/blog-posts.repository';
import type { BlogTaxonomyRepository } from '../blog/blog-taxonomy.repository';

export const SITEMAP_STATIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.about,
  ...SERVICE_SLUGS.map((slug) => PATHS.service(slug)),
  PATHS.blog,
  PATHS.pricing,
  PATHS.contact,
  PATHS.terms,
  PATHS.privacy,
  PATHS.shipping,
  PATHS.warranty,
];

export interface SitemapDependencies {
  posts: BlogPostsRepository;
  taxonomy: BlogTaxonomyRepository;
  clock: Clock;
  publicUrl: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

export function createSitemapService({ posts, taxonomy, clock, publicUrl }: SitemapDependencies) {
  const entry = (path: string, lastModified?: Date) =>
    `<url><loc>${escapeXml(publicUrl + path)}</loc>` +
    (lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '') +
    '</url>';

  return {
    async xml(): Promise<string> {
      const now = clock();
      const [published, categories, tags] = await Promise.all([
        posts.publishedSlugs(now),
        taxonomy.listCategories(now),
        taxonomy.listTags(now),
      ]);
      const withPosts = <Row extends { postCount: number }>(rows: Row[]) =>
        rows.filter((row) => row.postCount > 0);
      const entries = [
        ...SITEMAP_STATIC_PATHS.map((path) => entry(path)),
        ...published.map((post) => entry(PATHS.blogPost(post.slug), post.updatedAt)),
        ...withPosts(categories).map((category) => entry(PATHS.blogCategory(category.slug))),
        ...withPosts(tags).map((tag) => entry(PATHS.blogTag(tag.slug))),
      ];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        entries.join('\n') +
        '\n</urlset>\n'
      );
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
