/** Wires the profile page's side of accounts: repositories -> services -> routes. */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { Queue } from '../../jobs/queue';
import type { ApiAccess } from '../auth/api-access.service';
import type { AuthGuards } from '../auth/auth.guards';
import { assertStrongPassword } from '../auth/password-strength';
import { createOtpHasher } from '../auth/secret-codes';
import type { Sessions } from '../auth/sessions';
import type { UserView } from '../auth/user-view';
import type { MailService } from '../mail/mail.service';
import { createNewsletterRepository } from '../newsletter/newsletter.repository';
import { createAccountRepository } from './account.repository';
import { accountFileRoutes, accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createAvatarService } from './avatar.service';
import { createDataExportRepository } from './data-export.repository';
import { createDataExportService, createExportLinks } from './data-export.service';

export interface AccountModuleDependencies {
  config: Config;
  db: Database;
  guards: AuthGuards;
  sessions: Sessions;
  apiAccess: ApiAccess;
  userView: UserView;
  mail: MailService;
  storage: Storage;
  queue: Queue;
  clock: Clock;
  attempts: AttemptLimiter;
}

export async function registerAccountModule(app: FastifyInstance, deps: AccountModuleDependencies) {
  const { config, db, storage, clock } = deps;
  const accounts = createAccountRepository(db);
  const account = createAccountService({
    accounts,
    newsletter: createNewsletterRepository(db),
    sessions: deps.sessions,
    apiAccess: deps.apiAccess,
    view: deps.userView,
    mail: deps.mail,
    hashCode: createOtpHasher(config.JWT_SECRET),
    assertStrongPassword,
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  const exports = createDataExportService({
    accounts,
    collected: createDataExportRepository(db),
    storage,
    links: createExportLinks(config.JWT_SECRET),
    clock,
  });
  const options = {
    account,
    avatars: createAvatarService({ accounts, storage }),
    exports,
    guards: deps.guards,
    queue: deps.queue,
    attempts: deps.attempts,
  };
  await app.register(accountRoutes, options);
  await app.register(accountFileRoutes, options);
}
