/**
 * The public site's server side (README.md#product-decisions-where-the-spec-is-silent): the blog
 * with its comments and admin API, the newsletter, the contact form and sitemap.xml. app.ts calls
 * this after the accounts, whose guards, limiter and mail it shares. It answers with what the
 * server adds to its pages' first HTML (a blog post's, docs/architecture.md#performance-goals), for
 * the app shell's route.
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from './adapters/storage/storage';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ShellPages } from './http/app-shell';
import type { AttemptLimiter } from './http/attempt-limiter';
import type { AuthGuards } from './modules/auth/auth.guards';
import type { UserView } from './modules/auth/user-view';
import { registerBlogModule } from './modules/blog/blog.module';
import { createBlogShellPage } from './modules/blog/blog-shell-page';
import { createBlogTaxonomyRepository } from './modules/blog/blog-taxonomy.repository';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import type { MailService } from './modules/mail/mail.service';
import { createUnsubscribeTokens } from './modules/newsletter/newsletter-tokens';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { createSitemapService } from './modules/sitemap/sitemap.service';

export interface PublicSiteDependencies {
  config: Config;
  db: Database;
  clock: Clock;
  background: BackgroundTasks;
  guards: AuthGuards;
  userView: UserView;
  attempts: AttemptLimiter;
  mail: MailService;
  /** Where the blog's uploaded covers are kept. */
  storage: Storage;
}

export async function registerPublicSite(
  app: FastifyInstance,
  deps: PublicSiteDependencies,
): Promise<{ shellPages: ShellPages }> {
  const { config, db, clock, background, attempts, mail } = deps;
  const { posts, blog } = await registerBlogModule(app, deps);

  const newsletter = createNewsletterService({
    subscriptions: createNewsletterRepository(db),
    unsubscribeTokens: createUnsubscribeTokens(config.JWT_SECRET),
    mail,
    background,
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(newsletterRoutes, { newsletter, attempts });

  const contact = createContactService({
    messages: createContactRepository(db),
    mail,
    background,
    teamEmail: config.CONTACT_EMAIL,
  });
  await app.register(contactRoutes, { contact });

  const sitemap = createSitemapService({
    posts,
    taxonomy: createBlogTaxonomyRepository(db),
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(sitemapRoutes, { sitemap });
  return { shellPages: createBlogShellPage(blog, config.PUBLIC_URL) };
}
