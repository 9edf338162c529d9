/**
 * Request to job start of the generation pipeline (docs/architecture.md#generation-pipeline): POST
 * /api/ai/virtual-tryon against the in-process app with its in-process workers (PGlite; PostgreSQL
 * when DATABASE_URL is set), one request at a time and then 20 in flight. The engine is a no-op
 * that answers at once: this measures the queueing (debit transaction, pg-boss enqueue, wake-up,
 * fetch), not an engine.
 */
import { createSignedInUser } from '../server/helpers/accounts';
import { grantCredits, postTryOn } from '../server/helpers/generations';
import { instantEngine } from '../server/helpers/test-engines';
import { createTestApp, queryRows, type TestApp } from '../server/test-app';
import type { Figure } from './harness';

const IN_FLIGHT = 20;
const REQUESTS = 200;
const ALONE = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Run {
  /** Per request: send to 202, in ms. */
  answerMs: number[];
  /** Per request: send to the job's start (generations.started_at), in ms. */
  startMs: number[];
  wallMs: number;
}

/**
 * `requests` try-ons, `inFlight` at a time; waits until every job has started. With `settle`,
 * each request waits until its job has started before the next is sent (an idle queue).
 */
async function run(
  server: TestApp,
  requests: number,
  inFlight: number,
  settle = false,
): Promise<Run> {
  const { user, token } = await createSignedInUser(server);
  await grantCredits(server, user.id, requests);
  const sentAt = new Map<string, number>();
  const answerMs: number[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests) {
        next += 1;
        const sent = Date.now();
        const response = await postTryOn(server, token);
        if (response.statusCode !== 202) throw new Error(`refused: ${response.body}`);
        answerMs.push(Date.now() - sent);
        const { id } = response.json<{ generation: { id: string } }>().generation;
        sentAt.set(id, sent);
        if (settle) await startedTimes(server, [id]);
      }
    }),
  );
  const wallMs = Date.now() - started;
  const startedAt = await startedTimes(server, [...sentAt.keys()]);
  const startMs = [...sentAt].map(([id, sent]) => startedAt.get(id)! - sent);
  return { answerMs, startMs, wallMs };
}

/**
 * When each generation's job started (generations.started_at, epoch ms), once all have. In one
 * process PGlite reads the process's clock, and a local PostgreSQL the same machine's.
 */
async function startedTimes(server: TestApp, ids: string[]) {
  const list = ids.map((id) => `'${id}'`).join(',');
  for (;;) {
    const rows = await queryRows<{ id: string; started_ms: string | number | null }>(
      server.database,
      `SELECT id, (extract(epoch FROM started_at) * 1000)::bigint AS started_ms
       FROM generations WHERE id IN (${list})`,
    );
    if (rows.every((row) => row.started_ms !== null)) {
      return new Map(rows.map((row) => [row.id, Number(row.started_ms)]));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function generationQueue(): Promise<Figure[]> {
  const server = await createTestApp({ engine: instantEngine() });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const alone = await run(server, ALONE, 1, true);
    const busy = await run(server, REQUESTS, IN_FLIGHT);
    return [
      {
        name: `${database}, no-op engine (queueing only): idle queue, request to job start, p50`,
        value: percentile(alone.startMs, 50),
        unit: 'ms',
      },
      {
        name: 'idle queue, request to job start, p99',
        value: percentile(alone.startMs, 99),
        unit: 'ms',
      },
      {
        name: `${IN_FLIGHT} in flight (${REQUESTS} requests), POST answered (202), p50`,
        value: percentile(busy.answerMs, 50),
        unit: 'ms',
      },
      {
        name: `${IN_FLIGHT} in flight, POST answered, p99`,
        value: percentile(busy.answerMs, 99),
        unit: 'ms',
      },
      {
        name: `${IN_FLIGHT} in flight, request to job start, p50`,
        value: percentile(busy.startMs, 50),
        unit: 'ms',
      },
      {
        name: `${IN_FLIGHT} in flight, request to job start, p99`,
        value: percentile(busy.startMs, 99),
        unit: 'ms',
      },
      {
        name: `${IN_FLIGHT} in flight, requests accepted per second`,
        value: (REQUESTS / busy.wallMs) * 1000,
        unit: 'req/s',
      },
    ];
  } finally {
    await server.close();
  }
}
