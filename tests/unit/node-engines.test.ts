/**
 * The project runs on Node 20.19+ (package.json `engines`); a few packages declare Node 22 and
 * make `npm ci` print EBADENGINE on Node 20. Each is known and explained in the README ("Node 20
 * and npm's EBADENGINE warnings"); a new one fails here, so it is looked at rather than waved
 * through.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as unknown;
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** The packages wanting a newer Node than the project's, as the README explains them. */
const KNOWN_NODE_22_ONLY = [
  'node_modules/@axe-core/playwright',
  'node_modules/@napi-rs/lzma-linux-x64-gnu',
  'node_modules/content-disposition',
  'node_modules/cookie',
];

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Enough of npm's range grammar for `engines.node`: `||`, AND by spaces, >=, >, <=, <, ^, ~. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, operator = '', bound = ''] = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(comparator)!;
        if (bound === '*' || bound === 'x') return true;
        const b = parse(bound);
        const order = compare(v, b);
        switch (operator) {
          case '>=':
            return order >= 0;
          case '>':
            return order > 0;
          case '<=':
            return order <= 0;
          case '<':
            return order < 0;
          case '^':
            return order >= 0 && v[0] === b[0];
          case '~':
            return order >= 0 && v[0] === b[0] && v[1] === b[1];
          default:
            return order === 0 || (v[0] === b[0] && bound.split('.').length < 3);
        }
      }),
  );
}

describe('Node 20.19 (docs in the README)', () => {
  const minimum = manifest.engines.node.replace(/^>=\s*/, '');

  it('is the oldest Node the project declares', () => {
    expect(manifest.engines.node).toBe('>=20.19.0');
  });

  it('is refused only by the packages the README explains', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return path !== '' && node !== undefined && !satisfies(minimum, node);
      })
      .map(([path]) => path)
      .sort();
    expect(refusing).toEqual(KNOWN_NODE_22_ONLY);
  });

  it('loads the two server packages among them with require(), as their CommonJS users do', () => {
    // content-disposition 3 and cookie 2 are ES modules; Node 20.19 loads them through
    // require(esm), which is all @fastify/static and light-my-request ask of them.
    const require = createRequire(new URL('node_modules/@fastify/static/index.js', root));
    expect(typeof (require('content-disposition') as { create: unknown }).create).toBe('function');
    const fromInject = createRequire(new URL('node_modules/light-my-request/index.js', root));
    expect(
      typeof (fromInject('cookie') as { stringifySetCookie: unknown }).stringifySetCookie,
    ).toBe('function');
  });
});
