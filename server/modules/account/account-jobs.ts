/**
 * The profile page's background work, for the processes that run jobs (the server unless
 * WORKERS=0, and `npm run worker`): data exports and the hourly account maintenance.
 */
import { createMailer } from '../../adapters/mail/mailer';
import type { Storage } from '../../adapters/storage/storage';
import { type Clock, systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccountJobs } from '../../jobs/handlers';
import type { Logger } from '../../logger';
import { createDevMailboxRepository } from '../mail/dev-mailbox.repository';
import { createMailService } from '../mail/mail.service';
import { createAccountErasure } from './account-erasure';
import { createAccountRepository } from './account.repository';
import { createDataExportRepository } from './data-export.repository';
import { createDataExportJobs, createExportLinks } from './data-export.service';

export interface AccountJobsDependencies {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  logger: Logger;
  clock?: Clock;
}

/**
 * The jobs, with a mailer of their own. It is left open at shutdown on purpose: the queue's stop
 * waits for a job in progress, which may still be mailing; the process's exit then ends it.
 */
export function createAccountJobs(deps: AccountJobsDependencies): AccountJobs {
  const { db, storage, config, logger, clock = systemClock } = deps;
  const mailer = createMailer(config, createDevMailboxRepository(db), logger);
  const accounts = createAccountRepository(db);
  const exports = createDataExportJobs({
    accounts,
    collected: createDataExportRepository(db),
    storage,
    links: createExportLinks(config.JWT_SECRET),
    clock,
    mail: createMailService(mailer),
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const erasure = createAccountErasure({ accounts, storage, clock, logger });
  return {
    buildDataExport: (exportId) => exports.build(exportId),
    async runMaintenance() {
      const erased = await erasure.eraseDue();
      const swept = await exports.sweepExpired();
      if (erased + swept > 0) logger.info({ erased, swept }, 'account maintenance');
    },
  };
}
