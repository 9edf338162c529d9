/**
 * The history's entries: a generation on its own, or the outputs of one batch try-on together
 * (docs/studios.md "Batch try-on"). A batch's outputs share their creation time, so they come
 * side by side in the newest-first list; they are kept in the list's order.
 */
import type { Generation } from '../../../common/contracts/generations';

export type HistoryEntry =
  | { kind: 'single'; generation: Generation }
  | { kind: 'batch'; batchId: string; generations: Generation[] };

export function groupBatches(items: readonly Generation[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const generation of items) {
    const batchId = generation.batch_id;
    const last = entries.at(-1);
    if (batchId && last?.kind === 'batch' && last.batchId === batchId) {
      last.generations.push(generation);
    } else if (batchId) {
      entries.push({ kind: 'batch', batchId, generations: [generation] });
    } else {
      entries.push({ kind: 'single', generation });
    }
  }
  return entries;
}
