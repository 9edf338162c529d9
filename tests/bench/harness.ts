/** What every benchmark shares: a served build, Chromium, and a way to print figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { EngineRun } from '../../server/engines/engine';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Its goal (docs/architecture.md#performance-goals), for the printed comparison. */
  goal?: { op: '<' | '>='; value: number };
}

export interface ServedApp {
  origin: string;
  stop(): Promise<void>;
}

/** Far more than a start takes (30 s on a loaded 2-core machine); reaching it is a failure. */
const STARTED_WITHIN_MS = 180_000;

/** Starts the real server on the built PWA with a fresh embedded database. */
export async function serveApp(port = 4390): Promise<ServedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const origin = `http://127.0.0.1:${port}`;
  // A busy machine may take a minute or more to migrate and seed: wait for ready, not a guess.
  for (let attempt = 0; attempt < STARTED_WITHIN_MS / 250; attempt++) {
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A job's median time in whole ms over `jobs` runs one after another, after one warm-up run
 * (first-run costs such as loading a model or a codec are not what the goals measure).
 */
export async function medianMs(jobs: number, job: () => Promise<unknown>): Promise<number> {
  await job();
  const times: number[] = [];
  for (let i = 0; i < jobs; i++) {
    const started = performance.now();
    await job();
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/** A local engine's run context for a benchmark: phases go nowhere, nothing aborts it. */
export const BENCH_RUN: EngineRun = {
  onPhase: () => Promise.resolve(),
  signal: new AbortController().signal,
};

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}`);
  for (const { name, value, unit, goal } of figures) {
    const verdict = goal
      ? ` (goal ${goal.op} ${goal.value} ${unit}: ${(goal.op === '<' ? value < goal.value : value >= goal.value) ? 'met' : 'NOT met'})`
      : '';
    console.log(
      `- ${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}${verdict}`,
    );
  }
}
