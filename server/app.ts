/**
 * Builds the Fastify app from what the entry point opened (docs/style.md#building-the-app): the
 * server and the tests build it the same way, the tests then call `app.inject`.
 */
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/mail/mailer';
import { createStorage } from './adapters/storage/create-storage';
import type { Storage } from './adapters/storage/storage';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { createAttemptLimiter } from './http/attempt-limiter';
import { type AttemptStore, createAttemptStore } from './http/attempt-store.repository';
import { trustProxyOption } from './http/client-address';
import { registerErrorHandler } from './http/errors';
import { registerNulCharacterGuard } from './http/nul-characters';
import { registerPwa } from './http/pwa';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import type { Queue } from './jobs/queue';
import { createAdminAuditRepository } from './modules/admin/admin-audit.repository';
import { createAdminAuditService } from './modules/admin/admin-audit.service';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createAdminUserActivityRepository } from './modules/admin/admin-user-activity.repository';
import { createAdminUserActivityService } from './modules/admin/admin-user-activity.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminStatisticsRepository } from './modules/admin/admin-statistics.repository';
import { adminStatisticsRoutes } from './modules/admin/admin-statistics.routes';
import { createAdminStatisticsService } from './modules/admin/admin-statistics.service';
import { engineSettingsRoutes } from './modules/engine-settings/engine-settings.routes';
import {
  createEngineSettings,
  type EngineSettings,
} from './modules/engine-settings/engine-settings.service';
import { registerAccountModule } from './modules/account/account.module';
import { registerApiTokenAuth } from './modules/api-tokens/api-tokens.module';
import { registerAssetsModule } from './modules/assets/assets.module';
import { registerAuthModule } from './modules/auth/auth.module';
import { registerBodyModelsModule } from './modules/body-models/body-models.module';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { clientConfigFrom } from './modules/client-config/client-config.service';
import { registerDashboardModule } from './modules/dashboard/dashboard.module';
import { engineLabelsFrom } from './modules/generations/engine-labels';
import { registerGenerationsModule } from './modules/generations/generations.module';
import type { StudioEngineLabels } from './modules/generations/generations.service';
import type { SampleCatalog } from './modules/generations/sample-catalog';
import { createShippedSamples } from './modules/generations/shipped-samples';
import { registerWebhooksModule } from './modules/webhooks/webhooks.module';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { createDevMailboxService } from './modules/mail/dev-mailbox.service';
import { createDevMailboxRepository } from './modules/mail/dev-mailbox.repository';
import { createMailService } from './modules/mail/mail.service';
import { registerPaymentsModule } from './modules/payments/payments.module';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { registerPublicSite } from './public-site';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  queue: Queue;
  /** Request logs go here; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The services' time; tests move it instead of sleeping. */
  clock?: Clock;
  /** Work after the response (the reset mail); tests wait for it to settle. */
  background?: BackgroundTasks;
  /** Called for every route as it is added (tests enumerate the admin routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where uploads go; without one, the configuration's (tests look into theirs). */
  storage?: Storage;
  /**
   * Each studio's engine, which generations are queued for; without it, the configuration's
   * (AI_ENGINE_<SERVICE>) for each studio module. A studio without one takes no generations.
   */
  engines?: StudioEngineLabels;
  /**
   * The Engines page's settings over `engines` (and the process's job runner); without it, one
   * over `engines` alone, applied at start.
   */
  engineSettings?: EngineSettings;
  /** The sample models and garments; without it, the shipped ones (common/samples.ts). */
  samples?: SampleCatalog;
}

export async function buildApp(dependencies: AppDependencies) {
  const { config, database, queue, logger, clock = systemClock, onRoute } = dependencies;
  // Plugins may take half a minute to start, not only Fastify's default 10 s: on a busy machine
  // (a CI run, a small VM starting several processes) a slow but healthy start is no failure.
  const app = Fastify({
    loggerInstance: logger,
    pluginTimeout: 30_000,
    // request.ip: the client's address, read through the reverse proxies TRUST_PROXY trusts.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
  const background = dependencies.background ?? createBackgroundTasks(app.log);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulCharacterGuard(app);
  await registerSecurityHeaders(app, config);
  // Before the routes: @fastify/compress applies to routes added after it.
  await registerCompression(app);
  // Before the routes: @fastify/swagger and @fastify/rate-limit see routes as they are added.
  await registerApiDocs(app, { production: config.NODE_ENV === 'production' });
  // Every limit counts in the database, shared by all API processes (docs/rate-limits.md).
  const attemptStore = createAttemptStore(database.db);
  await registerRateLimit(app, { store: attemptStore, clock });
  // Before the routes: which of them take an API token is decided by one hook on all of them.
  const apiTokenAuth = registerApiTokenAuth(app, { db: database.db, clock, attemptStore });

  await app.register(healthRoutes, {
    health: createHealthService({ database, queue, logger: app.log }),
  });
  await app.register(clientConfigRoutes, { clientConfig: clientConfigFrom(config) });
  const accounts = await registerAccounts(app, {
    config,
    db: database.db,
    clock,
    background,
    attemptStore,
  });
  const { guards } = accounts;
  await apiTokenAuth.registerRoutes(guards);
  const webhookEvents = await registerWebhooksModule(app, {
    db: database.db,
    queue,
    guards,
    attempts: accounts.attempts,
    clock,
    config,
  });
  const storage = dependencies.storage ?? configuredStorage(app, config);
  const { attempts } = accounts;
  await registerAssetsModule(app, { config, db: database.db, guards, clock, attempts, storage });
  const labels = dependencies.engines ?? engineLabelsFrom(config);
  let { engineSettings } = dependencies;
  if (!engineSettings) {
    engineSettings = createEngineSettings({ db: database.db, config, logger: app.log, labels });
    await engineSettings.apply();
  }
  await app.register(engineSettingsRoutes, { engineSettings, guards });
  const { view } = await registerGenerationsModule(app, {
    config,
    database,
    guards,
    clock,
    attempts,
    storage,
    queue,
    engines: labels,
    samples: dependencies.samples ?? createShippedSamples(),
  });
  await registerDashboardModule(app, { db: database.db, guards, view });
  await registerBodyModelsModule(app, { config, db: database.db, guards, clock });
  await registerAccountModule(app, {
    config,
    db: database.db,
    storage,
    queue,
    clock,
    ...accounts,
  });
  const { onPaymentCompleted } = await registerPaymentsModule(app, {
    config,
    db: database.db,
    guards,
    mail: accounts.mail,
    background,
    clock,
  });
  // The account's webhooks hear of each completed payment (docs/public-api.md#webhooks).
  onPaymentCompleted(async ({ userId, payment }) => {
    await webhookEvents.paymentCompleted(userId, payment);
  });
  const { shellPages } = await registerPublicSite(app, {
    config,
    db: database.db,
    storage,
    clock,
    background,
    ...accounts,
  });

  // Last: it owns the not-found handler, the fallback for everything above.
  await registerPwa(app, config.STATIC_DIR, shellPages);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The configuration's storage (STORAGE_URL, docs/architecture.md#configuration), closed with the
 * app.
 */
function configuredStorage(app: ReturnType<typeof Fastify>, config: Config): Storage {
  const { storage, close } = createStorage(config);
  app.addHook('onClose', close);
  return storage;
}

/** Accounts, their mail and the admin pages about them. */
async function registerAccounts(
  app: ReturnType<typeof Fastify>,
  context: {
    config: Config;
    db: DatabaseHandle['db'];
    clock: Clock;
    background: BackgroundTasks;
    attemptStore: AttemptStore;
  },
) {
  const { config, db, clock, background, attemptStore } = context;
  const mailbox = createDevMailboxRepository(db);
  const mailer = createMailer(config, mailbox, app.log);
  // Mails still being sent in the background go out before the mailer closes.
  app.addHook('onClose', async () => {
    await background.settled();
    mailer.close();
  });
  const attempts = createAttemptLimiter(attemptStore, clock);
  const mail = createMailService(mailer);
  const { guards, userView, sessions, apiAccess } = await registerAuthModule(app, {
    config,
    db,
    mail,
    attempts,
    background,
    clock,
  });
  const adminUsersRepository = createAdminUsersRepository(db);
  const adminUsers = createAdminUsersService({
    repository: adminUsersRepository,
    userView,
    adminEmails: config.ADMIN_EMAILS,
    clock,
  });
  const adminAudit = createAdminAuditService(createAdminAuditRepository(db));
  const adminActivity = createAdminUserActivityService({
    repository: createAdminUserActivityRepository(db),
    users: adminUsersRepository,
    payments: createPaymentsRepository(db),
    clock,
  });
  await app.register(adminRoutes, { adminUsers, adminAudit, adminActivity, guards });
  const statistics = createAdminStatisticsService({
    repository: createAdminStatisticsRepository(db),
    adminUsers,
    clock,
  });
  await app.register(adminStatisticsRoutes, { statistics, guards });
  if (config.DEV_TOOLS) {
    await app.register(devMailboxRoutes, { devMailbox: createDevMailboxService(mailbox) });
  }
  return { guards, userView, mail, attempts, sessions, apiAccess };
}
