/**
 * The app turns zod's compiled parsers off before zod loads (src/lib/validation/zod-jitless.ts),
 * through the global config object zod reads: an upgrade of zod that renamed it would bring back
 * the `new Function` probe the CSP reports. A fresh module graph, so zod loads after the call.
 */
import { expect, it, vi } from 'vitest';

it('turns zod jitless before zod loads, and zod then never compiles a parser', async () => {
  vi.resetModules();
  const { makeZodJitless } = await import('../../src/lib/validation/zod-jitless');
  makeZodJitless();
  const { config, util } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  expect(util.allowsEval.value).toBe(false);
});
