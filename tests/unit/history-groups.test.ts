/** The history's entries (src/features/history/history-groups.ts): a batch's looks together. */
import { describe, expect, it } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import { groupBatches } from '../../src/features/history/history-groups';

const item = (id: string, batch_id: string | null = null) => ({ id, batch_id }) as Generation;

describe('groupBatches', () => {
  it('keeps single results as they are and puts a batch’s looks in one entry, in order', () => {
    const entries = groupBatches([item('a'), item('b1', 'B'), item('b2', 'B'), item('c')]);

    expect(entries.map((entry) => entry.kind)).toEqual(['single', 'batch', 'single']);
    expect(entries[1]).toMatchObject({
      batchId: 'B',
      generations: [{ id: 'b1' }, { id: 'b2' }],
    });
  });

  it('tells two batches that follow each other apart', () => {
    const entries = groupBatches([item('x1', 'X'), item('y1', 'Y'), item('y2', 'Y')]);

    expect(entries.map((entry) => (entry.kind === 'batch' ? entry.batchId : 'single'))).toEqual([
      'X',
      'Y',
    ]);
  });

  it('reads a record without batch_id (kept by an older app) as a single result', () => {
    const old = { id: 'old' } as Generation;
    expect(groupBatches([old])).toEqual([{ kind: 'single', generation: old }]);
  });
});
