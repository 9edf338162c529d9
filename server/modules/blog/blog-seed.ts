/**
 * Seeds the blog's first categories, tags, authors and posts — in every environment: they are
 * the product's real blog. Each item goes through the admin API's schema (so a seed post obeys
 * the same Markdown rules) and is added only when its slug is missing, so admin edits survive.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  adminBlogAuthorRequestSchema,
  adminBlogCategoryRequestSchema,
  adminBlogPostRequestSchema,
  adminBlogTagRequestSchema,
} from '../../../common/contracts/blog-admin';
import type { Database } from '../../db/client';
import { createBlogAdminRepository } from './blog-admin.repository';
import { createBlogAdminService } from './blog-admin.service';
import { seedPosts } from './seed-posts/posts';
import { SEED_AUTHORS, SEED_CATEGORIES, SEED_TAGS } from './seed-posts/taxonomy';

export async function seedBlog(db: Database, logger: FastifyBaseLogger): Promise<void> {
  const { seed } = createBlogAdminService(createBlogAdminRepository(db));
  let added = 0;
  const count = (created: boolean) => void (created && added++);
  for (const category of SEED_CATEGORIES) {
    count(await seed.category(adminBlogCategoryRequestSchema.parse(category)));
  }
  for (const tag of SEED_TAGS) count(await seed.tag(adminBlogTagRequestSchema.parse(tag)));
  for (const author of SEED_AUTHORS) {
    count(await seed.author(adminBlogAuthorRequestSchema.parse(author)));
  }
  for (const post of seedPosts()) count(await seed.post(adminBlogPostRequestSchema.parse(post)));
  if (added > 0) logger.info(`blog: ${added} seed categories, tags, authors and posts added`);
}
