/** Factories for blog tests: taxonomy and posts written through the admin service. */
import type { z } from 'zod';
import { adminBlogPostRequestSchema } from '../../../common/contracts/blog-admin';
import { createBlogAdminRepository } from '../../../server/modules/blog/blog-admin.repository';
import { createBlogAdminService } from '../../../server/modules/blog/blog-admin.service';
import type { TestApp } from '../test-app';

type PostInput = z.input<typeof adminBlogPostRequestSchema>;

let count = 0;
/** A slug no other factory call of the run uses. */
export const uniqueSlug = (label = 'item') => `${label}-${++count}`;

const DAY_MS = 86_400_000;
/** `days` days before now, as the ISO string the admin API takes. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A Markdown body of about `words` words, under the given ## headings. */
export function markdownBody(headings: string[] = ['Chuẩn bị', 'Thực hiện'], words = 60): string {
  const paragraph = Array.from({ length: words }, (_, i) => `từ${i}`).join(' ');
  return headings.map((heading) => `## ${heading}\n\n${paragraph}`).join('\n\n');
}

export function blogAdmin(server: TestApp) {
  return createBlogAdminService(createBlogAdminRepository(server.database.db));
}

/** An author, a category and tags of their own (slugs returned). */
export async function createTaxonomy(server: TestApp, tagCount = 3) {
  const admin = blogAdmin(server);
  const author = await admin.createAuthor({
    slug: uniqueSlug('author'),
    name: 'Nguyễn Minh Thư',
    role_vi: 'Nhiếp ảnh gia',
    role_en: 'Photographer',
    bio_vi: 'Chụp ảnh sản phẩm.',
    bio_en: 'Shoots products.',
  });
  const category = await createCategory(server);
  const tags = [];
  for (let i = 0; i < tagCount; i++) tags.push(await createTag(server));
  return { author: author.slug, category, tags };
}

export async function createCategory(server: TestApp, nameVi = 'Ảnh sản phẩm') {
  const category = await blogAdmin(server).createCategory({
    slug: uniqueSlug('category'),
    name_vi: nameVi,
    name_en: 'Product photos',
    description_vi: 'Mô tả',
    description_en: 'Description',
  });
  return category.slug;
}

export async function createTag(server: TestApp) {
  const slug = uniqueSlug('tag');
  await blogAdmin(server).createTag({ slug, name_vi: `thẻ ${slug}`, name_en: `tag ${slug}` });
  return slug;
}

/** A valid post request: published yesterday, Vietnamese and English. */
export function postInput(
  references: { author: string; category: string; tags?: string[] },
  overrides: Partial<PostInput> = {},
): PostInput {
  const slug = overrides.slug ?? uniqueSlug('post');
  return {
    slug,
    author: references.author,
    category: references.category,
    tags: references.tags ?? [],
    title_vi: `Bài viết ${slug}`,
    title_en: `Post ${slug}`,
    excerpt_vi: 'Tóm tắt bài viết bằng tiếng Việt.',
    excerpt_en: 'The summary of the post in English.',
    body_vi: markdownBody(),
    body_en: markdownBody(['Getting ready', 'Doing it']),
    cover_image: `/blog/${slug}.webp`,
    cover_alt_vi: 'Ảnh bìa',
    cover_alt_en: 'Cover image',
    published_at: daysAgo(1),
    ...overrides,
  };
}

export async function createPost(
  server: TestApp,
  references: { author: string; category: string; tags?: string[] },
  overrides: Partial<PostInput> = {},
) {
  const request = adminBlogPostRequestSchema.parse(postInput(references, overrides));
  return blogAdmin(server).createPost(request);
}
