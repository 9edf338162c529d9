/**
 * A post's page head while it is shown: its own title, excerpt and cover for link previews (the
 * route's generic ones underneath), and schema.org BlogPosting and BreadcrumbList structured
 * data (common/blog-structured-data.ts, which the server writes into the first HTML too).
 */
import { useTranslation } from 'react-i18next';
import {
  BLOG_BREADCRUMBS_JSON_LD_ID,
  BLOG_POST_JSON_LD_ID,
  blogBreadcrumbsJsonLd,
  blogPostingJsonLd,
} from '../../../../common/blog-structured-data';
import type { BlogPostDetail } from '../../../../common/contracts/blog';
import { useJsonLd } from '../../../components/page/use-json-ld';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { LOCALE_OF } from '../../../lib/i18n/languages';

export function PostHead({ post, pageUrl }: { post: BlogPostDetail; pageUrl: string }) {
  const { t } = useTranslation('common');
  usePageMeta({
    title: post.title,
    description: post.excerpt,
    image: post.cover_image,
    type: 'article',
  });
  useJsonLd(BLOG_POST_JSON_LD_ID, blogPostingJsonLd(post, pageUrl, LOCALE_OF[post.language]));
  useJsonLd(BLOG_BREADCRUMBS_JSON_LD_ID, blogBreadcrumbsJsonLd(post, pageUrl, t('nav.blog')));
  return null;
}
