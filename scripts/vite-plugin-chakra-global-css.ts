/**
 * Chakra's start-up work, moved from the visitor's phone to the build.
 *
 * `createSystem` builds the reset, the global styles and ~400 token variables as style objects
 * (`system._global`), and <ChakraProvider> has emotion serialize them, on every page load. That
 * was the largest task of a first visit: ~300 ms on a 4x-throttled mobile CPU before anything
 * painted. The result only depends on our theme, so the build now:
 *
 * 1. writes it once as a plain stylesheet (`virtual:chakra-global.css`, from
 *    ./chakra-global-css.ts), which the browser parses natively in a few milliseconds;
 * 2. drops its computation from Chakra's `createSystem` in the bundle (`_global` becomes empty,
 *    so <ChakraProvider> inserts nothing twice);
 * 3. makes Chakra's condition lookup a Set instead of a fresh `Object.keys(...).includes` per
 *    style property (it runs for every style of every component).
 *
 * Each edit names the exact source text it replaces and fails the build if Chakra changes it:
 * an upgrade can never silently ship a page without its reset or tokens.
 *
 * Development keeps Chakra untouched (Vite pre-bundles it, so no transform runs there): the
 * virtual stylesheet is empty and Chakra builds its global CSS at runtime as it always did.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:chakra-global.css';
/** Vite treats ids ending in .css as stylesheets: it links the file from index.html. */
const RESOLVED_ID = '\0chakra-global.css';
const GENERATOR = fileURLToPath(new URL('./chakra-global-css.ts', import.meta.url));

interface SourceEdit {
  file: RegExp;
  from: string;
  to: string;
}

const EDITS: SourceEdit[] = [
  {
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'const _global = []; /* shipped as a stylesheet: scripts/vite-plugin-chakra-global-css.ts */',
  },
  {
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    from: 'const values = Object.assign({}, conditions, breakpoints.conditions);',
    to: 'const values = Object.assign({}, conditions, breakpoints.conditions); const valueKeys = new Set(Object.keys(values));',
  },
  {
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    from: 'return keys().includes(key) ||',
    to: 'return valueKeys.has(key) ||',
  },
];

export function chakraGlobalCss(): Plugin {
  let isBuild = false;
  return {
    name: 'studio:chakra-global-css',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) return '';
      return execFileSync(process.execPath, ['--import', 'tsx', GENERATOR], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
    },
    transform(code, id) {
      if (!isBuild) return undefined;
      const edits = EDITS.filter((edit) => edit.file.test(id));
      if (edits.length === 0) return undefined;
      let edited = code;
      for (const { from, to } of edits) {
        if (!edited.includes(from))
          this.error(
            `${id} no longer contains the code this plugin replaces; re-check the edit after the Chakra upgrade:\n${from}`,
          );
        edited = edited.replace(from, to);
      }
      return { code: edited, map: null };
    },
  };
}
