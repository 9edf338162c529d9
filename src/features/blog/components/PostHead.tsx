/**
 * A post's page head while it is shown: its own title, excerpt and cover for link previews (the
 * route's generic ones underneath), and schema.org BlogPosting structured data.
 */
import type { BlogPostDetail } from '../../../../common/contracts/blog';
import { BRAND } from '../../../../common/brand';
import { useJsonLd } from '../../../components/page/use-json-ld';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { LOCALE_OF } from '../../../lib/i18n/languages';

/** The app icon, as the publisher's logo. */
const PUBLISHER_LOGO = '/icons/pwa-512x512.png';

export function blogPostingJsonLd(post: BlogPostDetail, pageUrl: string) {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: new URL(post.cover_image, origin).href,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: LOCALE_OF[post.language],
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

export function PostHead({ post, pageUrl }: { post: BlogPostDetail; pageUrl: string }) {
  usePageMeta({
    title: post.title,
    description: post.excerpt,
    image: post.cover_image,
    type: 'article',
  });
  useJsonLd('blog-post', blogPostingJsonLd(post, pageUrl));
  return null;
}
