/**
 * The CSP forbids eval: zod's compiled parsers would probe `new Function`, which Chromium
 * reports as a CSP violation (Lighthouse best practices). The interpreted parsers suffice.
 *
 * Set on zod's global config object (zod/v4/core/core.js reads `globalThis.__zod_globalConfig`,
 * so every copy of zod shares it) instead of calling `config()` from 'zod/v4/core': importing
 * that put zod's core, ~3.5 KB gzip, into every first visit, though nothing parses before the
 * code that needs zod has loaded it. tests/unit/zod-jitless.test.ts holds zod to this contract.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function makeZodJitless(): void {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}
