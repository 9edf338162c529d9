/** The admin's calls about users (docs/admin.md): search, summary, one user and their activity. */
import type {
  AdminCreditAdjustment,
  AdminCreditAdjustmentResponse,
  AdminUser,
  AdminUserSearchResponse,
  AdminUserUpdate,
} from '../../../../common/contracts/admin';
import type {
  GenerationSummaryResponse,
  UserGenerationsResponse,
  UserLedgerResponse,
  UserPaymentsResponse,
} from '../../../../common/contracts/admin-user-activity';
import { apiRequest, type RequestOptions } from '../../../lib/api/client';

type Query = RequestOptions['query'];
const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const adminUsersApi = {
  search: (query: Query, signal?: AbortSignal) =>
    apiRequest<AdminUserSearchResponse>('/api/admin/users/search', { query, signal }),
  summary: (query: Query, signal?: AbortSignal) =>
    apiRequest<GenerationSummaryResponse>('/api/admin/users/generation-summary', {
      query,
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => apiRequest<AdminUser>(userPath(id), { signal }),
  update: (id: string, update: AdminUserUpdate) =>
    apiRequest<AdminUser>(userPath(id), { method: 'PUT', body: update }),
  adjustCredits: (id: string, adjustment: AdminCreditAdjustment) =>
    apiRequest<AdminCreditAdjustmentResponse>(`${userPath(id)}/credits`, { body: adjustment }),
  generations: (id: string, query: Query, signal?: AbortSignal) =>
    apiRequest<UserGenerationsResponse>(`${userPath(id)}/generations`, { query, signal }),
  payments: (id: string, query: Query, signal?: AbortSignal) =>
    apiRequest<UserPaymentsResponse>(`${userPath(id)}/payments`, { query, signal }),
  ledger: (id: string, query: Query, signal?: AbortSignal) =>
    apiRequest<UserLedgerResponse>(`${userPath(id)}/ledger`, { query, signal }),
};
