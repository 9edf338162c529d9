/** The /api-management page's calls (common/contracts/api-tokens.ts, webhooks.ts). */
import type {
  ApiToken,
  ApiTokenListResponse,
  ApiTokenWithSecret,
  ApiUsageResponse,
  CreateApiTokenRequest,
  UpdateApiTokenRequest,
} from '../../../common/contracts/api-tokens';
import type {
  CreatedWebhookResponse,
  CreateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookEndpoint,
  WebhookListResponse,
} from '../../../common/contracts/webhooks';
import { apiRequest } from '../../lib/api/client';

const tokenPath = (id: string) => `/api/tokens/${encodeURIComponent(id)}`;
const webhookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export const apiManagementApi = {
  tokens: (signal?: AbortSignal) => apiRequest<ApiTokenListResponse>('/api/tokens', { signal }),
  usage: (signal?: AbortSignal) => apiRequest<ApiUsageResponse>('/api/tokens/usage', { signal }),
  createToken: (request: CreateApiTokenRequest) =>
    apiRequest<ApiTokenWithSecret>('/api/tokens', { body: request }),
  updateToken: (id: string, changes: UpdateApiTokenRequest) =>
    apiRequest<ApiToken>(tokenPath(id), { method: 'PATCH', body: changes }),
  regenerateToken: (id: string) =>
    apiRequest<ApiTokenWithSecret>(`${tokenPath(id)}/regenerate`, { method: 'POST' }),
  deleteToken: (id: string) => apiRequest<null>(tokenPath(id), { method: 'DELETE' }),

  webhooks: (signal?: AbortSignal) => apiRequest<WebhookListResponse>('/api/webhooks', { signal }),
  createWebhook: (request: CreateWebhookRequest) =>
    apiRequest<CreatedWebhookResponse>('/api/webhooks', { body: request }),
  deleteWebhook: (id: string) => apiRequest<null>(webhookPath(id), { method: 'DELETE' }),
  /** Sends events again to an endpoint paused when the account was recovered. */
  resumeWebhook: (id: string) =>
    apiRequest<WebhookEndpoint>(`${webhookPath(id)}/resume`, { method: 'POST' }),
  deliveries: (id: string, signal?: AbortSignal) =>
    apiRequest<WebhookDeliveryListResponse>(`${webhookPath(id)}/deliveries`, { signal }),
  resend: (id: string, deliveryId: string) =>
    apiRequest<WebhookDelivery>(
      `${webhookPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      { method: 'POST' },
    ),
};
