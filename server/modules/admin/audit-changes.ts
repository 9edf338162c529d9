/**
 * What an audit row keeps of a write (docs/admin.md#audit-log): the fields that changed, before
 * and after. A creation has no `before`, a deletion no `after`. Callers pass snapshots that
 * already leave secrets out.
 */
export type AuditSnapshot = Record<string, unknown>;

/** Values compared as they will be stored (JSON), so equal dates or arrays are not a change. */
const sameValue = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

export function auditChanges(
  before: AuditSnapshot | null,
  after: AuditSnapshot | null,
): { before: AuditSnapshot | null; after: AuditSnapshot | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !sameValue(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** A row's columns under their database names (snake_case), leaving out `omit`. */
export function columnSnapshot(row: Record<string, unknown>, omit: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !omit.includes(key))
      .map(([key, value]) => [
        key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        value,
      ]),
  );
}
