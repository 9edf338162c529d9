/**
 * The design system carries only the recipes the app uses (src/lib/theme/recipes.ts); a Chakra
 * component whose recipe is missing renders unstyled, silently. This reads every Chakra import
 * in src/, follows each component to the recipe keys its code looks up, and checks the system
 * has every key Chakra's default theme would have given it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/lib/theme/system';

const SRC = resolve(import.meta.dirname, '../../src');
const CHAKRA_ESM = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere in src/. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  const importRe = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceFiles(SRC)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(importRe)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Export name -> the module of Chakra's ESM build that defines it. */
function chakraExportModules(): Map<string, string> {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const [, alias, from] of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g))
    namespaces.set(alias!, from!);
  const modules = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const module = from ?? namespaces.get(local!);
      if (module) modules.set(exported!.trim(), join(CHAKRA_ESM, module));
    }
  }
  return modules;
}

/** Chakra's default colour palettes: gray, red, …, pink (the colour tokens with shades). */
function chakraPalettes(): string[] {
  return Object.entries(defaultConfig.theme?.tokens?.colors ?? {})
    .filter(([, shades]) => typeof shades === 'object' && shades !== null && '500' in shades)
    .map(([name]) => name);
}

/** Recipe keys a component module (and the Chakra components it builds on) looks up. */
function recipeKeys(module: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(module) || !module.includes(`${join(CHAKRA_ESM, 'components')}`)) return keys;
  seen.add(module);
  const code = readFileSync(module, 'utf8');
  for (const [, key] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key!);
  for (const [, from] of code.matchAll(/from '(\.[^']+)'/g))
    for (const key of recipeKeys(resolve(dirname(module), from!), seen)) keys.add(key);
  return keys;
}

describe('the design system', () => {
  it('has the recipe of every Chakra component src/ imports', () => {
    const defaults = defaultConfig.theme ?? {};
    const hasDefault = (key: string) =>
      key in (defaults.recipes ?? {}) || key in (defaults.slotRecipes ?? {});
    const modules = chakraExportModules();
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      const module = modules.get(name);
      if (!module) continue;
      for (const key of recipeKeys(module))
        if (hasDefault(key) && !system.hasRecipe(key)) missing.push(`${name} needs '${key}'`);
    }
    expect(missing, 'add these to src/lib/theme/recipes.ts').toEqual([]);
  });

  it('has every colour palette src/ names', () => {
    const quotedPalette = new RegExp(
      `['"\`](${chakraPalettes().join('|')})(?:\\.\\w+)?['"\`]`,
      'g',
    );
    const missing = new Set<string>();
    // The theme itself names the palettes it leaves out.
    const screens = sourceFiles(SRC).filter((file) => !file.includes(join('lib', 'theme')));
    for (const file of screens)
      for (const [, palette] of readFileSync(file, 'utf8').matchAll(quotedPalette))
        if (!system.tokens.getByName(`colors.${palette}.500`))
          missing.add(`'${palette}' in ${relative(SRC, file)}`);
    expect([...missing], 'remove it from UNUSED_PALETTES in src/lib/theme/system.ts').toEqual([]);
  });

  it('leaves out the palettes no screen uses', () => {
    expect(chakraPalettes()).toContain('pink');
    expect(system.tokens.getByName('colors.pink.500')).toBeUndefined();
    expect(system.tokens.getByName('colors.red.500')).toBeDefined();
  });

  it('finds the recipes of components it knows to need one', () => {
    const modules = chakraExportModules();
    expect([...recipeKeys(modules.get('IconButton')!)]).toContain('button');
    expect([...recipeKeys(modules.get('Dialog')!)]).toContain('dialog');
  });
});
