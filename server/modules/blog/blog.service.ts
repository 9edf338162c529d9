/** Reading the blog: lists, one post with its table of contents and related posts, taxonomy. */
import { tableOfContents } from '../../../common/blog-markdown';
import type { UserLanguage } from '../../../common/contracts/auth';
import {
  type BlogListQuery,
  type BlogPostDetail,
  type BlogPostList,
  RELATED_POSTS_COUNT,
} from '../../../common/contracts/blog';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { BlogPostsRepository, PostSummaryRow } from './blog-posts.repository';
import type { BlogTaxonomyRepository } from './blog-taxonomy.repository';
import {
  authorView,
  categoryView,
  inLanguage,
  postLanguage,
  summaryViews,
  tagView,
} from './blog-views';

export interface BlogServiceDependencies {
  posts: BlogPostsRepository;
  taxonomy: BlogTaxonomyRepository;
  clock: Clock;
}

const notFound = (what: string) => new HttpError(404, ERROR_CODES.notFound, `${what} not found`);

export function createBlogService({ posts, taxonomy, clock }: BlogServiceDependencies) {
  async function summaries(rows: PostSummaryRow[], language: UserLanguage) {
    const tags = await posts.tagsOf(rows.map((row) => row.id));
    return summaryViews(rows, tags, language);
  }

  return {
    /** 404 when the category or tag filter names none that exists. */
    async list(query: BlogListQuery): Promise<BlogPostList> {
      const now = clock();
      const { lang, page, page_size } = query;
      const category = query.category ? await taxonomy.findCategory(query.category, now) : null;
      if (category === undefined) throw notFound('Category');
      const tag = query.tag ? await taxonomy.findTag(query.tag, now) : null;
      if (tag === undefined) throw notFound('Tag');
      const { rows, total } = await posts.list(
        { categoryId: category?.id, tagId: tag?.id },
        { sort: query.sort, language: lang, limit: page_size, offset: (page - 1) * page_size },
        now,
      );
      return {
        items: await summaries(rows, lang),
        total,
        page,
        page_size,
        ...(category && { category: categoryView(category, lang) }),
        ...(tag && { tag: tagView(tag, lang) }),
      };
    },

    async get(slug: string, lang: UserLanguage): Promise<BlogPostDetail> {
      const now = clock();
      const row = await posts.findPublished(slug, now);
      if (!row) throw notFound('Post');
      const [summary] = await summaries([row], lang);
      const related = await posts.related(row, RELATED_POSTS_COUNT, now);
      const shown = postLanguage(lang, row);
      const body = inLanguage(shown, row.bodyVi, row.bodyEn);
      return {
        ...summary!,
        body,
        toc: tableOfContents(body),
        updated_at: row.updatedAt.toISOString(),
        author: {
          slug: row.authorSlug,
          name: row.authorName,
          role: inLanguage(lang, row.authorRoleVi, row.authorRoleEn),
          bio: inLanguage(lang, row.authorBioVi, row.authorBioEn),
        },
        related: await summaries(related, lang),
      };
    },

    async categories(lang: UserLanguage) {
      const rows = await taxonomy.listCategories(clock());
      return { items: rows.map((row) => categoryView(row, lang)) };
    },

    async tags(lang: UserLanguage) {
      const rows = await taxonomy.listTags(clock());
      return { items: rows.map((row) => tagView(row, lang)) };
    },

    async authors(lang: UserLanguage) {
      const rows = await taxonomy.listAuthors(clock());
      return { items: rows.map((row) => authorView(row, lang)) };
    },

    stats: () => taxonomy.stats(clock()),
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
