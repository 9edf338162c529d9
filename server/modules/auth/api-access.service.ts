/**
 * Recovery ends API access too (docs/accounts.md#recovery-ends-api-access): the account's API
 * tokens are deleted, its webhook endpoints paused, and its owner is told by mail what was
 * ended, in the account's language. A password reset and a deletion request always do it;
 * signing out everywhere and a password change do it unless asked not to.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PATHS } from '../../../common/routes';
import type { Clock } from '../../clock';
import type { MailService, Recipient } from '../mail/mail.service';
import type { ApiAccessRevocationCause } from '../mail/templates/api-access-mails';
import type { RevokedApiAccess } from './api-access.model';
import type { ApiAccessRepository } from './api-access.repository';

export interface ApiAccessDependencies {
  repository: ApiAccessRepository;
  mail: Pick<MailService, 'sendApiAccessRevoked'>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
}

export interface ApiAccessOwner extends Recipient {
  id: string;
  name: string;
}

export function createApiAccess(deps: ApiAccessDependencies) {
  const { repository, mail, clock, logger } = deps;

  /**
   * Mails the owner what was ended; nothing when there was nothing. A mail that cannot be sent
   * is logged: the access is ended all the same.
   */
  async function tell(
    owner: ApiAccessOwner,
    revoked: RevokedApiAccess,
    cause: ApiAccessRevocationCause,
  ): Promise<void> {
    if (revoked.tokens.length === 0 && revoked.pausedWebhooks === 0) return;
    await mail
      .sendApiAccessRevoked(owner, {
        name: owner.name,
        cause,
        ...revoked,
        managementUrl: `${deps.publicUrl}${PATHS.apiManagement}`,
      })
      .catch((error: unknown) => {
        logger.warn({ err: error, userId: owner.id }, 'API access revoked, but not mailed');
      });
  }

  return {
    tell,

    /** Ends the owner's API access now and tells them. */
    async revoke(owner: ApiAccessOwner, cause: ApiAccessRevocationCause) {
      const revoked = await repository.revoke(owner.id, clock());
      await tell(owner, revoked, cause);
      return revoked;
    },
  };
}
export type ApiAccess = ReturnType<typeof createApiAccess>;
