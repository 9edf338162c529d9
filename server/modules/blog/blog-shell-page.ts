/**
 * What the server adds to a blog post's page (../../http/app-shell.ts): the post's title,
 * excerpt, cover and address for link previews and search engines (Open Graph, Twitter's card,
 * the canonical link, BlogPosting and BreadcrumbList structured data), the cover preloaded (the
 * page's largest paint), and the post itself, as GET /api/blog/posts/:slug answers it, so the
 * page needs no request for it. In the default language: a reader who chose another one
 * requests theirs as before.
 */
import {
  BLOG_BREADCRUMBS_JSON_LD_ID,
  BLOG_POST_JSON_LD_ID,
  blogBreadcrumbsJsonLd,
  blogPostingJsonLd,
} from '../../../common/blog-structured-data';
import { documentTitle } from '../../../common/brand';
import { blogPostDetailSchema, SLUG_PATTERN } from '../../../common/contracts/blog';
import { EARLY_POST_ELEMENT_ID } from '../../../common/contracts/early-post';
import type { UserLanguage } from '../../../common/contracts/auth';
import { PATHS } from '../../../common/routes';
import type { ShellPage } from '../../http/app-shell';
import { HttpError } from '../../http/errors';
import type { BlogService } from './blog.service';

/** The language of the app before a reader picks one (src/lib/i18n/languages.ts). */
const SHELL_LANGUAGE: UserLanguage = 'vi';
/** Its locale and the blog's name in it (LOCALE_OF and common.json's nav.blog in src/). */
const SHELL_LOCALE = 'vi-VN';
const BLOG_NAME = 'Blog';

/** /blog/<slug>: one segment, so the category and tag lists (/blog/category/…) never match. */
const POST_PATH = /^\/blog\/([^/]+)\/?$/;

export function createBlogShellPage(blog: BlogService, publicUrl: string) {
  return async (path: string): Promise<ShellPage | null> => {
    const slug = POST_PATH.exec(path)?.[1];
    // Not a slug's shape: no post can have it, and no query is spent on it.
    if (!slug || !SLUG_PATTERN.test(slug)) return null;
    const post = await blog.get(slug, SHELL_LANGUAGE).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (!post) return null;
    const url = new URL(PATHS.blogPost(post.slug), publicUrl).href;
    return {
      meta: {
        title: documentTitle(post.title),
        description: post.excerpt,
        image: new URL(post.cover_image, publicUrl).href,
        type: 'article',
        url,
      },
      preloadImage: post.cover_image,
      data: {
        id: EARLY_POST_ELEMENT_ID,
        attributes: { slug: post.slug, lang: SHELL_LANGUAGE },
        // As the API answers it: its response schema drops what is not in the contract.
        value: blogPostDetailSchema.parse(post),
      },
      structuredData: [
        { id: BLOG_POST_JSON_LD_ID, value: blogPostingJsonLd(post, url, SHELL_LOCALE) },
        { id: BLOG_BREADCRUMBS_JSON_LD_ID, value: blogBreadcrumbsJsonLd(post, url, BLOG_NAME) },
      ],
    };
  };
}
