/**
 * Erases the accounts whose deletion grace period is over (docs/accounts.md, "Deleting an
 * account"): the user row goes, and with it every row that belongs to it (sessions, sign-ins,
 * library, history, exports, codes); the credit ledger keeps its rows, anonymised; then the
 * files are deleted from storage. Run by a scheduled job.
 */
import type { Storage } from '../../adapters/storage/storage';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { AccountRepository } from './account.repository';

/** Accounts erased per run; the next run takes the rest. */
const ERASE_BATCH = 50;

export function createAccountErasure(deps: {
  accounts: AccountRepository;
  storage: Storage;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'error'>;
}) {
  const { accounts, storage, clock, logger } = deps;
  return {
    async eraseDue(): Promise<number> {
      let erased = 0;
      for (const userId of await accounts.dueForErasure(clock(), ERASE_BATCH)) {
        // Read before the row goes: the keys are found through it.
        const keys = await accounts.storageKeys(userId);
        // False when the owner cancelled meanwhile: then nothing is touched.
        if (!(await accounts.erase(userId, clock()))) continue;
        erased += 1;
        const failed: string[] = [];
        for (const key of keys) await storage.delete(key).catch(() => failed.push(key));
        if (failed.length > 0) logger.error({ userId, failed }, 'erasure: files left in storage');
        logger.info({ userId, files: keys.length }, 'account erased');
      }
      return erased;
    },
  };
}
export type AccountErasure = ReturnType<typeof createAccountErasure>;
