/**
 * The repository's import graph as TypeScript reads it, `import type` included, and its cycles.
 * import-x/no-cycle (eslint.config.js) skips type-only imports by design, so a cycle made of
 * types alone passes the lint; import-graph.test.ts refuses those with this graph.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The folders of our code (docs/architecture.md#layers-and-folders). */
const CODE_ROOTS = ['common', 'server', 'src', 'workers', 'scripts', 'tests'];

/** Resolution as tsconfig.base.json sets it (bundler, `.ts` extensions allowed). */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Every .ts/.tsx file under `folder`, outside node_modules and dot-folders (.git, .worktrees). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each source file (relative to `root`) and the files of ours it imports, types included. */
export function importGraph(root: string): Map<string, string[]> {
  const files = CODE_ROOTS.flatMap((folder) => sourceFiles(join(root, folder)));
  const cache = ts.createModuleResolutionCache(root, (name) => name, COMPILER_OPTIONS);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports = importedFiles.flatMap(({ fileName }) => {
      const { resolvedModule } = ts.resolveModuleName(
        fileName,
        file,
        COMPILER_OPTIONS,
        ts.sys,
        cache,
      );
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) return [];
      return [relative(root, resolvedModule.resolvedFileName)];
    });
    graph.set(relative(root, file), imports);
  }
  return graph;
}

/** The graph's cycles: each group of files that reach one another (Tarjan), sorted. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
