/**
 * Webhooks (docs/public-api.md#webhooks): endpoints an account registers, signed with the
 * Standard Webhooks convention, and the delivery log. Managed with a signed-in session only.
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'generation.succeeded',
  'generation.failed',
  'payment.completed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/**
 * The ports a webhook may be sent to (https's own and its usual alternative), so an endpoint
 * cannot knock on other services' ports. WEBHOOKS_ALLOW_PRIVATE=1 takes any.
 */
export const WEBHOOK_PORTS: readonly number[] = [443, 8443];

export const WEBHOOK_VALIDATION = {
  url: 'validation.webhookUrl',
  events: 'validation.webhookEvents',
} as const;

export const WEBHOOK_ERRORS = {
  /**
   * 400: not https, a port not in WEBHOOK_PORTS, or an address that is private, loopback or
   * link-local, or not found.
   */
  urlNotAllowed: 'webhook_url_not_allowed',
  /** 403: MAX_WEBHOOK_ENDPOINTS already. */
  endpointLimitReached: 'webhook_endpoint_limit_reached',
} as const;

export const createWebhookRequestSchema = z.object({
  url: z
    .string({ error: WEBHOOK_VALIDATION.url })
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_VALIDATION.url)
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_VALIDATION.url })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_VALIDATION.events }), {
      error: WEBHOOK_VALIDATION.events,
    })
    .min(1, WEBHOOK_VALIDATION.events)
    .max(WEBHOOK_EVENTS.length, WEBHOOK_VALIDATION.events),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** Since when its deliveries fail after every retry; null while they arrive. */
  failing_since: z.string().nullable(),
  /**
   * Since when no event is sent to it: paused when the account was recovered (a password
   * reset, for instance), until its owner resumes it. Null while it takes events.
   */
  paused_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (`whsec_…`) is in this answer only. */
export const createdWebhookResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookResponse = z.infer<typeof createdWebhookResponseSchema>;

export const webhookListResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** `webhook-id`: the same on every retry and on a manual resend. */
  message_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null when nothing answered. */
  response_status: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;
