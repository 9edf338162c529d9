/**
 * Emitting an event: one delivery row per endpoint of the account that takes the event, and a
 * job for its first attempt. Called by the generation pipeline when a generation ends, and by
 * the payments code when a payment completes (`paymentCompleted`).
 */
import type { WebhookEvent } from '../../../common/contracts/webhooks';
import type { Clock } from '../../clock';
import { JOB_NAMES } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { newWebhookMessageId } from './webhook-signature';
import type { WebhooksRepository } from './webhooks.repository';

export interface WebhookEventsDependencies {
  repository: WebhooksRepository;
  queue: Pick<Queue, 'boss' | 'wake'>;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
}

/** The body of a delivery: the Standard Webhooks shape. */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

export function createWebhookEvents({
  repository,
  queue,
  clock,
  logger,
}: WebhookEventsDependencies) {
  async function enqueue(deliveryId: string, startAfterSeconds = 0) {
    await queue.boss.send(
      JOB_NAMES.webhookDelivery,
      { deliveryId },
      startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {},
    );
    if (startAfterSeconds === 0) queue.wake(JOB_NAMES.webhookDelivery);
  }

  async function emit(userId: string, type: WebhookEvent, data: Record<string, unknown>) {
    const endpoints = await repository.subscribedTo(userId, type);
    const payload: WebhookPayload = { type, timestamp: clock().toISOString(), data };
    for (const endpoint of endpoints) {
      const delivery = await repository.insertDelivery({
        endpointId: endpoint.id,
        messageId: newWebhookMessageId(),
        event: type,
        payload: payload as unknown as Record<string, unknown>,
      });
      await enqueue(delivery.id);
    }
    return endpoints.length;
  }

  return {
    emit,
    enqueue,

    /**
     * generation.succeeded or generation.failed for a generation that just ended. Its result's
     * URLs are not in the event (they are signed and expire): GET /api/generations/:id has them.
     */
    async generationFinished(generationId: string): Promise<void> {
      try {
        const generation = await repository.generationEvent(generationId);
        if (!generation || (generation.status !== 'success' && generation.status !== 'failed')) {
          return;
        }
        await emit(
          generation.userId,
          generation.status === 'success' ? 'generation.succeeded' : 'generation.failed',
          {
            generation: {
              id: generation.id,
              service: generation.service,
              status: generation.status,
              credits_charged: generation.creditsCharged,
              error_code: generation.errorCode,
              created_at: generation.createdAt.toISOString(),
              finished_at: generation.finishedAt?.toISOString() ?? null,
            },
          },
        );
      } catch (error) {
        // The generation is done whatever happens here; a lost event is logged, not retried.
        logger.warn({ err: error, generationId }, 'generation webhook not emitted');
      }
    },

    /** For the payments code: payment.completed with what it says of the payment. */
    paymentCompleted(userId: string, payment: Record<string, unknown>): Promise<number> {
      return emit(userId, 'payment.completed', { payment });
    },
  };
}
export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
