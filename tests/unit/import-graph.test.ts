/**
 * No import cycle in the repository, not even one made of `import type` alone, which
 * import-x/no-cycle lets through (docs/architecture.md#where-domain-types-live): a domain type
 * lives in a model file, never in a module that imports the modules using it.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './import-graph';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Reading and resolving every source file takes seconds on a busy machine. */
const READ_TIMEOUT_MS = 60_000;

describe('the import graph', () => {
  let graph: Map<string, string[]>;
  beforeAll(() => {
    graph = importGraph(root);
  }, READ_TIMEOUT_MS);

  it('finds a cycle among files that import each other, and no other', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'a.ts']],
      ['c.ts', []],
    ]);
    expect(cyclesOf(planted)).toEqual([['a.ts', 'b.ts']]);
  });

  it('reads type-only imports as edges', () => {
    // `import type { TestApp } from '../test-app'` is all it takes of that module.
    expect(graph.get('tests/server/helpers/payments.ts')).toContain('tests/server/test-app.ts');
  });

  it('has no cycle, type imports included', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });
});
