/**
 * Rows -> the reader's language (common/contracts/blog.ts). A post is in English only when it
 * has its English texts (all or none, checked on write); anything else falls back to Vietnamese.
 */
import type { UserLanguage } from '../../../common/contracts/auth';
import type {
  BlogAuthor,
  BlogCategory,
  BlogPostSummary,
  BlogTag,
} from '../../../common/contracts/blog';
import type { PostSummaryRow, PostTagRow } from './blog-posts.repository';
import type { AuthorRow, CategoryRow, TagRow } from './blog-taxonomy.repository';

/** The English text when English is asked for and exists, else the Vietnamese one. */
export const inLanguage = (language: UserLanguage, vi: string, en: string | null): string =>
  language === 'en' && en ? en : vi;

export function postLanguage(
  language: UserLanguage,
  row: { titleEn: string | null },
): UserLanguage {
  return language === 'en' && row.titleEn ? 'en' : 'vi';
}

export function categoryView(row: CategoryRow, language: UserLanguage): BlogCategory {
  return {
    slug: row.slug,
    name: inLanguage(language, row.nameVi, row.nameEn),
    description: inLanguage(language, row.descriptionVi, row.descriptionEn),
    post_count: row.postCount,
  };
}

export function tagView(row: TagRow, language: UserLanguage): BlogTag {
  return {
    slug: row.slug,
    name: inLanguage(language, row.nameVi, row.nameEn),
    post_count: row.postCount,
  };
}

export function authorView(row: AuthorRow, language: UserLanguage): BlogAuthor {
  return {
    slug: row.slug,
    name: row.name,
    role: inLanguage(language, row.roleVi, row.roleEn),
    bio: inLanguage(language, row.bioVi, row.bioEn),
    post_count: row.postCount,
  };
}

/** Summaries with their tags, in the order of `rows`. */
export function summaryViews(
  rows: PostSummaryRow[],
  tags: PostTagRow[],
  language: UserLanguage,
): BlogPostSummary[] {
  return rows.map((row) => {
    const shown = postLanguage(language, row);
    const text = (vi: string, en: string | null) => inLanguage(shown, vi, en);
    return {
      id: row.id,
      slug: row.slug,
      language: shown,
      title: text(row.titleVi, row.titleEn),
      excerpt: text(row.excerptVi, row.excerptEn),
      cover_image: row.coverImage,
      cover_alt: text(row.coverAltVi, row.coverAltEn),
      reading_minutes:
        shown === 'en' ? (row.readingMinutesEn ?? row.readingMinutesVi) : row.readingMinutesVi,
      // Only published posts are read, and those have a date.
      published_at: row.publishedAt!.toISOString(),
      author: { slug: row.authorSlug, name: row.authorName },
      category: {
        slug: row.categorySlug,
        name: inLanguage(language, row.categoryNameVi, row.categoryNameEn),
      },
      tags: tags
        .filter((tag) => tag.postId === row.id)
        .map((tag) => ({ slug: tag.slug, name: inLanguage(language, tag.nameVi, tag.nameEn) })),
    };
  });
}
