/**
 * The lint's cycle rule runs on TypeScript: import-x parses no .ts file unless eslint.config.js
 * names the extensions and the parser, and then `import-x/no-cycle` passes anything. Two files
 * planted in a folder of the lint's scope, importing each other or not, prove it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Loading the config, the parser and the resolver takes seconds on a busy machine. */
const LINT_TIMEOUT_MS = 60_000;

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Writes a.ts and b.ts (a imports b; b imports a when `cyclic`) and lints them. */
async function lintPlantedPair({ cyclic }: { cyclic: boolean }) {
  // A dot-folder, so the repository's own import-graph walk never meets the planted cycle.
  folder = mkdtempSync(join(root, 'tests/unit/.lint-fixture-'));
  writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b + 1;\n");
  writeFileSync(
    join(folder, 'b.ts'),
    cyclic
      ? "import { a } from './a';\nexport const b = 1;\nexport const twice = () => a() * 2;\n"
      : 'export const b = 1;\n',
  );
  const results = await new ESLint({ cwd: root }).lintFiles([folder]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('import-x/no-cycle', () => {
  it(
    'refuses two TypeScript files that import each other',
    async () => {
      expect(await lintPlantedPair({ cyclic: true })).toEqual([
        'import-x/no-cycle',
        'import-x/no-cycle',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'passes the same files without the cycle',
    async () => {
      expect(await lintPlantedPair({ cyclic: false })).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
