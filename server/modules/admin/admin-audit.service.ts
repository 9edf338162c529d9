/** The audit log as the admin area lists it (docs/admin.md#audit-log). */
import type {
  AdminAuditEntry,
  AdminAuditQuery,
  AdminAuditResponse,
} from '../../../common/contracts/admin-audit';
import type { AdminAuditRepository } from './admin-audit.repository';

type AuditRow = Awaited<ReturnType<AdminAuditRepository['list']>>['rows'][number];

const toEntry = ({ entry, adminEmail }: AuditRow): AdminAuditEntry => ({
  id: entry.id,
  admin_id: entry.adminId,
  admin_email: adminEmail,
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId,
  before: entry.before as AdminAuditEntry['before'],
  after: entry.after as AdminAuditEntry['after'],
  created_at: entry.createdAt.toISOString(),
});

export function createAdminAuditService(repository: AdminAuditRepository) {
  return {
    async list(query: AdminAuditQuery): Promise<AdminAuditResponse> {
      const { limit, offset } = query;
      const { rows, total } = await repository.list(
        {
          adminId: query.admin_id,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.start_date,
          until: query.end_date,
        },
        { limit, offset },
      );
      return { entries: rows.map(toEntry), total, limit, offset };
    },
  };
}
export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
