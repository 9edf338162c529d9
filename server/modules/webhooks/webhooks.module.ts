/**
 * Wires webhooks: the management routes (API side) and, for the processes that run jobs, the
 * deliveries and the generation events (`createWebhookJobs`).
 */
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../adapters/mail/mailer';
import { type Clock, systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import type { WebhookJobs } from '../../jobs/handlers';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { AuthGuards } from '../auth/auth.guards';
import { createDevMailboxRepository } from '../mail/dev-mailbox.repository';
import { createMailService } from '../mail/mail.service';
import { createWebhookDeliveries } from './webhook-deliveries';
import { createWebhookEvents, type WebhookEvents } from './webhook-events';
import { createWebhookSender } from './webhook-sender';
import { createWebhooksRepository } from './webhooks.repository';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export async function registerWebhooksModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    queue: Queue;
    guards: AuthGuards;
    attempts: AttemptLimiter;
    clock: Clock;
    config: Config;
  },
): Promise<WebhookEvents> {
  const repository = createWebhooksRepository(deps.db);
  const events = createWebhookEvents({ repository, ...deps, logger: app.log });
  const webhooks = createWebhooksService({
    repository,
    events,
    allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE,
  });
  await app.register(webhooksRoutes, { webhooks, guards: deps.guards, attempts: deps.attempts });
  return events;
}

export interface WebhookJobsDependencies {
  db: Database;
  queue: Pick<Queue, 'boss' | 'wake'>;
  config: Pick<
    Config,
    'WEBHOOKS_ALLOW_PRIVATE' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'
  >;
  logger: Logger;
  clock?: Clock;
}

/**
 * The job side, with a mailer of its own (left open at shutdown, as the account jobs' is): the
 * delivery attempts, and `generationFinished` for the generation runner.
 */
export function createWebhookJobs(deps: WebhookJobsDependencies) {
  const { db, queue, config, logger, clock = systemClock } = deps;
  const repository = createWebhooksRepository(db);
  const events = createWebhookEvents({ repository, queue, clock, logger });
  const deliveries = createWebhookDeliveries({
    repository,
    events,
    send: createWebhookSender({ allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE }),
    mail: createMailService(createMailer(config, createDevMailboxRepository(db), logger)),
    clock,
    logger,
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    publicUrl: config.PUBLIC_URL,
  });
  return {
    attemptDelivery: (deliveryId: string) => deliveries.attempt(deliveryId),
    generationFinished: events.generationFinished,
    paymentCompleted: events.paymentCompleted,
  } satisfies WebhookJobs & Record<string, unknown>;
}
