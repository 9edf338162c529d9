/** The audit log's call (common/contracts/admin-audit.ts). */
import type { AdminAuditResponse } from '../../../../common/contracts/admin-audit';
import { apiRequest, type RequestOptions } from '../../../lib/api/client';

export const auditApi = {
  list: (query: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<AdminAuditResponse>('/api/admin/audit', { query, signal }),
};
