/** Wires the blog: repositories -> services -> public, comment and admin routes. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { AuthGuards } from '../auth/auth.guards';
import type { UserView } from '../auth/user-view';
import { createBlogAdminRepository } from './blog-admin.repository';
import { blogAdminRoutes } from './blog-admin.routes';
import { createBlogAdminService } from './blog-admin.service';
import { createBlogCommentsRepository } from './blog-comments.repository';
import { blogCommentRoutes } from './blog-comments.routes';
import { createBlogCommentsService } from './blog-comments.service';
import { createBlogPostsRepository } from './blog-posts.repository';
import { blogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';
import { createBlogTaxonomyRepository } from './blog-taxonomy.repository';

export interface BlogModuleDependencies {
  db: Database;
  clock: Clock;
  guards: AuthGuards;
  userView: UserView;
  attempts: AttemptLimiter;
}

export async function registerBlogModule(app: FastifyInstance, deps: BlogModuleDependencies) {
  const { db, clock, guards, userView, attempts } = deps;
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
  await app.register(blogAdminRoutes, { blogAdmin, guards });
  return { posts, blog };
}
