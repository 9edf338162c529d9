/** Wires the blog: repositories -> services -> public, comment, admin and cover routes. */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { AuthGuards } from '../auth/auth.guards';
import type { UserView } from '../auth/user-view';
import { createBlogAdminReadsRepository } from './blog-admin-reads.repository';
import { createBlogAdminReadsService } from './blog-admin-reads.service';
import { blogAdminTaxonomyRoutes } from './blog-admin-taxonomy.routes';
import { createBlogAdminRepository } from './blog-admin.repository';
import { blogAdminRoutes } from './blog-admin.routes';
import { createBlogAdminService } from './blog-admin.service';
import { createBlogCommentsRepository } from './blog-comments.repository';
import { blogCommentRoutes } from './blog-comments.routes';
import { createBlogCommentsService } from './blog-comments.service';
import { blogCoverFileRoutes, blogCoverUploadRoutes } from './blog-covers.routes';
import { createBlogCoversService } from './blog-covers.service';
import { createBlogPostsRepository } from './blog-posts.repository';
import { blogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';
import { createBlogTaxonomyAdminService } from './blog-taxonomy-admin.service';
import { createBlogTaxonomyWritesRepository } from './blog-taxonomy-writes.repository';
import { createBlogTaxonomyRepository } from './blog-taxonomy.repository';

export interface BlogModuleDependencies {
  db: Database;
  clock: Clock;
  guards: AuthGuards;
  userView: UserView;
  attempts: AttemptLimiter;
  /** Where uploaded covers are kept. */
  storage: Storage;
}

export async function registerBlogModule(app: FastifyInstance, deps: BlogModuleDependencies) {
  const { db, clock, guards, userView, attempts, storage } = deps;
  const posts = createBlogPostsRepository(db);
  const blog = createBlogService({ posts, taxonomy: createBlogTaxonomyRepository(db), clock });
  const comments = createBlogCommentsService({
    comments: createBlogCommentsRepository(db),
    isAdmin: userView.isAdmin,
    clock,
  });
  const blogAdmin = createBlogAdminService(createBlogAdminRepository(db));

  await app.register(blogRoutes, { blog });
  await app.register(blogCommentRoutes, { comments, guards, attempts });
  const reads = createBlogAdminReadsService({ reads: createBlogAdminReadsRepository(db), clock });
  const taxonomy = createBlogTaxonomyAdminService(createBlogTaxonomyWritesRepository(db));
  const covers = createBlogCoversService(storage);

  await app.register(blogAdminRoutes, { blogAdmin, reads, guards });
  await app.register(blogAdminTaxonomyRoutes, { reads, taxonomy, guards });
  await app.register(blogCoverUploadRoutes, { covers, guards, attempts });
  await app.register(blogCoverFileRoutes, { covers, guards, attempts });
  return { posts, blog };
}
