/**
 * A blog post's schema.org structured data (JSON-LD), written by the server into the post's
 * first HTML for crawlers that run no JavaScript (server/modules/blog/blog-shell-page.ts) and by
 * the post page while it is shown (src/features/blog/components/PostHead.tsx), under the same
 * element ids, so the app replaces the server's copy instead of doubling it.
 */
import { BRAND } from './brand';
import { breadcrumbListJsonLd } from './breadcrumb-list';
import type { BlogPostDetail } from './contracts/blog';
import { PATHS } from './routes';

/** Element ids (`<script type="application/ld+json" id=…>`). */
export const BLOG_POST_JSON_LD_ID = 'jsonld-blog-post';
export const BLOG_BREADCRUMBS_JSON_LD_ID = 'jsonld-blog-breadcrumbs';

/** The app icon, as the publisher's logo. */
const PUBLISHER_LOGO = '/icons/pwa-512x512.png';

/** `locale`: the BCP 47 locale of the post's language (vi-VN). */
export function blogPostingJsonLd(post: BlogPostDetail, pageUrl: string, locale: string) {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: new URL(post.cover_image, origin).href,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: locale,
    articleSection: post.category.name,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: {
      '@type': 'Organization',
      name: BRAND.name,
      logo: { '@type': 'ImageObject', url: new URL(PUBLISHER_LOGO, origin).href },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
  };
}

/** Blog › the post's category › the post, as the page's breadcrumb links show it. */
export function blogBreadcrumbsJsonLd(post: BlogPostDetail, pageUrl: string, blogName: string) {
  const origin = new URL(pageUrl).origin;
  const trail = [
    { name: blogName, url: new URL(PATHS.blog, origin).href },
    { name: post.category.name, url: new URL(PATHS.blogCategory(post.category.slug), origin).href },
    { name: post.title, url: pageUrl },
  ];
  return breadcrumbListJsonLd(trail);
}
