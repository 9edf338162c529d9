/**
 * One attempt of a delivery (a job): the address checked again, the signed POST, the outcome
 * written to the log. A 2xx ends it; anything else schedules the next attempt
 * (webhook-retries.ts) until the last, which fails the delivery, marks the endpoint failing and
 * mails its owner once. A paused endpoint gets no attempt: its deliveries fail at once.
 */
import { PATHS } from '../../../common/routes';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { MailService } from '../mail/mail.service';
import { checkWebhookUrl } from './webhook-addresses';
import type { WebhookEvents } from './webhook-events';
import { retryDelayAfter } from './webhook-retries';
import type { WebhookSender } from './webhook-sender';
import type { WebhooksRepository } from './webhooks.repository';

export interface WebhookDeliveriesDependencies {
  repository: WebhooksRepository;
  events: Pick<WebhookEvents, 'enqueue'>;
  send: WebhookSender;
  mail: Pick<MailService, 'sendWebhookFailing'>;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
  allowPrivate: boolean;
  publicUrl: string;
}

export function createWebhookDeliveries(deps: WebhookDeliveriesDependencies) {
  const { repository, events, send, mail, clock, logger, allowPrivate } = deps;

  async function endpointFailed(
    found: NonNullable<Awaited<ReturnType<WebhooksRepository['deliveryToAttempt']>>>,
    attempts: number,
  ) {
    const { endpoint, owner, delivery } = found;
    if (!(await repository.markEndpointFailing(endpoint.id, clock()))) return;
    logger.warn({ endpointId: endpoint.id }, 'webhook endpoint failing');
    await mail.sendWebhookFailing(
      { email: owner.email, language: owner.language },
      {
        name: owner.name,
        url: endpoint.url,
        event: delivery.event,
        attempts,
        managementUrl: `${deps.publicUrl}${PATHS.apiManagement}`,
      },
    );
  }

  return {
    async attempt(deliveryId: string): Promise<void> {
      const found = await repository.deliveryToAttempt(deliveryId);
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      const now = clock();
      if (endpoint.pausedAt) {
        // Paused on the account's recovery: nothing more goes out, not even a retry. The owner
        // can send it again from the log after resuming the endpoint.
        const { attempts, responseStatus } = delivery;
        await repository.recordAttempt(delivery.id, {
          attempts,
          responseStatus,
          lastAttemptAt: now,
          status: 'failed',
        });
        logger.info({ deliveryId }, 'webhook delivery dropped: its endpoint is paused');
        return;
      }
      const attempts = delivery.attempts + 1;
      // Checked again at every attempt: the host may point somewhere else since registration.
      const allowed = await checkWebhookUrl(new URL(endpoint.url), allowPrivate);
      const outcome = allowed.allowed
        ? await send({
            url: endpoint.url,
            secret: endpoint.secret,
            id: delivery.messageId,
            timestamp: Math.floor(now.getTime() / 1000),
            body: JSON.stringify(delivery.payload),
          })
        : { status: null, error: `address not allowed: ${allowed.reason}` };
      const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
      const nextDelayS = succeeded ? undefined : retryDelayAfter(attempts);
      const status = succeeded ? 'succeeded' : nextDelayS === undefined ? 'failed' : 'pending';
      await repository.recordAttempt(delivery.id, {
        attempts,
        responseStatus: outcome.status,
        lastAttemptAt: now,
        status,
      });
      if (succeeded) {
        if (endpoint.failingSince) await repository.markEndpointWorking(endpoint.id);
        return;
      }
      logger.info({ deliveryId, attempts, outcome }, 'webhook delivery not accepted');
      if (nextDelayS !== undefined) await events.enqueue(delivery.id, nextDelayS);
      else await endpointFailed(found, attempts);
    },
  };
}
export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
