/**
 * CI's PostgreSQL pass (.ci/postgres-pass): on CI a machine without PostgreSQL fails the run
 * loudly; elsewhere the pass is skipped with a note. Pointed at a port where nothing listens.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../.ci/postgres-pass', import.meta.url));
/** Port 1 on this machine: nothing listens there, so the connection is refused at once. */
const NO_POSTGRES = 'postgres://postgres@127.0.0.1:1/test';
/** Starting node to try the connection takes seconds on a busy machine. */
const RUN_TIMEOUT_MS = 60_000;

function runPass(ci: string | undefined) {
  const { CI: _ignored, ...env } = process.env;
  return spawnSync('bash', [script], {
    env: { ...env, ...(ci !== undefined && { CI: ci }), CI_DATABASE_URL: NO_POSTGRES },
    encoding: 'utf8',
  });
}

describe('.ci/postgres-pass without a PostgreSQL', () => {
  it(
    'fails with CI=true, saying why',
    () => {
      const run = runPass('true');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`FAILED: CI=true and no PostgreSQL answers at ${NO_POSTGRES}`);
      expect(run.stdout).not.toContain('SKIPPED');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'skips with a note outside CI',
    () => {
      const run = runPass(undefined);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`SKIPPED: no PostgreSQL answers at ${NO_POSTGRES}`);
    },
    RUN_TIMEOUT_MS,
  );
});
