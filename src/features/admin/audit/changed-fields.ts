/**
 * An audit row's change, field by field: every field named in `before` or `after`, with each
 * side as short text (null where the side has no such field: a creation has no before).
 */
import type { AdminAuditEntry } from '../../../../common/contracts/admin-audit';

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (side: Record<string, unknown> | null, field: string): string | null => {
  if (!side || !(field in side)) return null;
  const value = side[field];
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function changedFields(entry: Pick<AdminAuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return fields.map((field) => ({
    field,
    before: shown(entry.before, field),
    after: shown(entry.after, field),
  }));
}
