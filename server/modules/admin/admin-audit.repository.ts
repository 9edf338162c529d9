/**
 * The admin audit log (docs/admin.md#audit-log). `recordAudit` runs in the caller's transaction,
 * so a write and its audit row are committed together or not at all.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditAction, AdminAuditTarget } from '../../../common/contracts/admin-audit';
import type { Database, Transaction } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

export interface AuditEntry {
  adminId: string;
  action: AdminAuditAction;
  targetType: AdminAuditTarget;
  targetId: string | null;
  /** The changed fields as they were, and as they are now; never a secret. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function recordAudit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values(entry);
}

/**
 * When an account is erased, the audit rows about it keep what was done and when, but no longer
 * the person's name (docs/admin.md#audit-log); the rest of a user row's audited fields are flags.
 */
export async function forgetAuditedName(tx: Database | Transaction, userId: string) {
  await tx
    .update(adminAudit)
    .set({ before: sql`${adminAudit.before} - 'name'`, after: sql`${adminAudit.after} - 'name'` })
    .where(and(eq(adminAudit.targetType, 'user'), eq(adminAudit.targetId, userId)));
}

export interface AuditFilters {
  adminId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  until?: Date;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.adminId ? eq(adminAudit.adminId, filters.adminId) : undefined,
    filters.action ? eq(adminAudit.action, filters.action) : undefined,
    filters.targetType ? eq(adminAudit.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(adminAudit.targetId, filters.targetId) : undefined,
    filters.from ? gte(adminAudit.createdAt, filters.from) : undefined,
    filters.until ? lt(adminAudit.createdAt, filters.until) : undefined,
  );
}

export function createAdminAuditRepository(db: Database) {
  return {
    /** Newest first; rows of one transaction keep no order among themselves but by id. */
    async list(filters: AuditFilters, page: { limit: number; offset: number }) {
      const where = whereOf(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: adminAudit, adminEmail: users.email })
          .from(adminAudit)
          .leftJoin(users, eq(users.id, adminAudit.adminId))
          .where(where)
          .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(adminAudit).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
