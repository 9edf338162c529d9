/**
 * The account's webhook endpoints (docs/public-api.md#webhooks): register (the signing secret
 * shown once), list, delete, resume a paused one, the delivery log and "send again".
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import {
  type CreatedWebhookResponse,
  type CreateWebhookRequest,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_ERRORS,
  WEBHOOK_PORTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../common/contracts/webhooks';
import { HttpError } from '../../http/errors';
import { checkWebhookUrl } from './webhook-addresses';
import type { WebhookEvents } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhooksRepository,
} from './webhooks.repository';

export interface WebhooksServiceDependencies {
  repository: WebhooksRepository;
  events: Pick<WebhookEvents, 'enqueue'>;
  allowPrivate: boolean;
}

const REFUSALS = {
  not_https: 'Webhook URLs must use https.',
  port_not_allowed: `Webhook URLs must use port ${WEBHOOK_PORTS.join(' or ')}.`,
  not_public:
    'Webhook URLs must point to a public address, not a private, loopback or link-local one.',
  not_found: 'The webhook URL’s host name does not resolve.',
} as const;

const notFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This webhook does not exist or was deleted.');

export function endpointView(endpoint: WebhookEndpointRecord): WebhookEndpoint {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events as WebhookEvent[],
    failing_since: endpoint.failingSince?.toISOString() ?? null,
    paused_at: endpoint.pausedAt?.toISOString() ?? null,
    created_at: endpoint.createdAt.toISOString(),
  };
}

export function deliveryView(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    message_id: delivery.messageId,
    event: delivery.event as WebhookEvent,
    status: delivery.status,
    attempts: delivery.attempts,
    response_status: delivery.responseStatus,
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
  };
}

export function createWebhooksService({
  repository,
  events,
  allowPrivate,
}: WebhooksServiceDependencies) {
  async function ownEndpoint(userId: string, id: string) {
    const endpoint = await repository.findEndpoint(userId, id);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  return {
    async register(userId: string, request: CreateWebhookRequest): Promise<CreatedWebhookResponse> {
      const check = await checkWebhookUrl(new URL(request.url), allowPrivate);
      if (!check.allowed) {
        throw new HttpError(400, WEBHOOK_ERRORS.urlNotAllowed, REFUSALS[check.reason]);
      }
      const secret = newWebhookSecret();
      const endpoint = await repository.insertEndpointWithin(
        { userId, url: request.url, events: [...new Set(request.events)], secret },
        MAX_WEBHOOK_ENDPOINTS,
      );
      if (!endpoint) {
        throw new HttpError(
          403,
          WEBHOOK_ERRORS.endpointLimitReached,
          `An account may register ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`,
        );
      }
      return { endpoint: endpointView(endpoint), secret };
    },

    async list(userId: string) {
      return { endpoints: (await repository.listEndpoints(userId)).map(endpointView) };
    },

    async remove(userId: string, id: string) {
      if (!(await repository.removeEndpoint(userId, id))) throw notFound();
    },

    /** Sends events to a paused endpoint again, from the next one on. */
    async resume(userId: string, id: string) {
      const endpoint = await repository.resumeEndpoint(userId, id);
      if (!endpoint) throw notFound();
      return endpointView(endpoint);
    },

    async deliveries(userId: string, endpointId: string) {
      const endpoint = await ownEndpoint(userId, endpointId);
      return { deliveries: (await repository.listDeliveries(endpoint.id)).map(deliveryView) };
    },

    /** Sends the same message (same `webhook-id`) again, as a new entry of the log. */
    async resend(userId: string, endpointId: string, deliveryId: string) {
      const endpoint = await ownEndpoint(userId, endpointId);
      const original = await repository.findDelivery(endpoint.id, deliveryId);
      if (!original) throw notFound();
      const copy = await repository.insertDelivery({
        endpointId: endpoint.id,
        messageId: original.messageId,
        event: original.event,
        payload: original.payload,
      });
      await events.enqueue(copy.id);
      return deliveryView(copy);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
