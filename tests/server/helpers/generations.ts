/**
 * Factories for the generation pipeline's tests: a server whose jobs run in-process on a test
 * engine, try-on requests (multipart, as the PWA sends them), waiting for a generation, and the
 * credits and ledger as the database holds them.
 */
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Generation } from '../../../common/contracts/generations';
import type { Storage } from '../../../server/adapters/storage/storage';
import type { EngineResult, TryOnEngine } from '../../../server/engines/engine';
import { creditLedger, users } from '../../../server/db/schema';
import { buildApp } from '../../../server/app';
import { createBackgroundTasks } from '../../../server/background-tasks';
import { registerJobHandlers } from '../../../server/jobs/handlers';
import { type QueueTuning, startQueue } from '../../../server/jobs/queue';
import { createGenerationJobServices } from '../../../server/modules/generations/generation-job-services';
import type { StudioEngines } from '../../../server/studios/studio-module';
import type { SampleCatalog } from '../../../server/modules/generations/sample-catalog';
import { bindStudio } from '../../../server/studios/studio-module';
import { VIRTUAL_TRYON_MODULE } from '../../../server/studios/virtual-tryon';
import { createTestDatabase, queryRows, silentLogger, type TestApp } from '../test-app';
import { bearer, createSignedInUser } from './accounts';
import { createTestStorage } from './assets';
import { switchableEngine, sharpTryOnEngine } from './test-engines';

export const SAMPLE_MODEL_ID = 'test-model';
export const SAMPLE_GARMENT_ID = 'test-garment';

/** Two samples made with sharp: a model and a garment. */
export function testSamples(): SampleCatalog {
  const files = {
    [SAMPLE_MODEL_ID]: { kind: 'model', make: () => solid(120, 160, '#c08060').jpeg().toBuffer() },
    [SAMPLE_GARMENT_ID]: { kind: 'garment', make: () => solid(80, 80, '#2040c0').png().toBuffer() },
  } as const;
  return {
    async read(id, kind) {
      const sample = files[id as keyof typeof files];
      return sample?.kind === kind ? { bytes: await sample.make() } : undefined;
    },
    anchorsOf: () => undefined,
  };
}

function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Try-on running on `engine`: what createGenerationJobServices takes as `engines`. */
export function tryOnEngines(engine: TryOnEngine): StudioEngines {
  return { 'virtual-tryon': bindStudio(VIRTUAL_TRYON_MODULE, engine) };
}

export interface GenerationServer extends TestApp {
  engine: ReturnType<typeof switchableEngine>;
  storage: Storage;
  storageDir: string;
  /** Results the (test) watermark was applied to. */
  watermarked: EngineResult[];
}

export interface GenerationServerOptions {
  engine?: TryOnEngine;
  /**
   * More studios to run, beside try-on on `engine` (a test's own studio modules): then each
   * one's engine is also what the API queues its generations for.
   */
  studios?: StudioEngines;
  /** Run the jobs in this process (default); false leaves them queued. */
  workers?: boolean;
  tuning?: Partial<QueueTuning>;
  /** Wraps the test storage (to hold a request inside it, for instance). */
  wrapStorage?: (storage: Storage) => Storage;
}

/**
 * The app as main.ts builds it (test-app.ts's way, with the test samples), plus the job
 * handlers in the same process on a test engine, retrying without delay.
 */
export async function createGenerationServer(
  options: GenerationServerOptions = {},
): Promise<GenerationServer> {
  const { directory, storage: plain } = createTestStorage();
  const storage = options.wrapStorage?.(plain) ?? plain;
  const samples = testSamples();
  const { config, database, close: closeDatabase } = await createTestDatabase();
  const tuning = { generationRetryDelaySeconds: 0, ...options.tuning };
  const queue = await startQueue(database, config, silentLogger, tuning);
  const routes: RouteOptions[] = [];
  const background = createBackgroundTasks(silentLogger);
  const engine = switchableEngine(options.engine ?? sharpTryOnEngine());
  const engines = { ...tryOnEngines(engine), ...options.studios };
  const app = await buildApp({
    config,
    database,
    queue,
    background,
    storage,
    samples,
    engines: options.studios ? engines : undefined,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  const watermarked: EngineResult[] = [];
  if (options.workers !== false) {
    const services = createGenerationJobServices({
      db: database.db,
      storage,
      engines,
      samples,
      watermark: async (output) => (watermarked.push(output), output),
      logger: silentLogger,
    });
    await registerJobHandlers(queue, services);
  }
  return {
    app,
    config,
    database,
    queue,
    routes,
    background,
    engine,
    storage,
    storageDir: directory,
    watermarked,
    async close() {
      await app.close();
      await queue.stop();
      await closeDatabase();
    },
  };
}

export type InputSpec =
  { file: Uint8Array; name?: string } | { assetId: string } | { sampleId: string };

export interface TryOnSpec {
  model?: InputSpec;
  garment?: InputSpec;
  category?: string;
  /** More form fields, as sent. */
  extra?: Record<string, string>;
}

export const sampleModel: InputSpec = { sampleId: SAMPLE_MODEL_ID };
export const sampleGarment: InputSpec = { sampleId: SAMPLE_GARMENT_ID };
export const SAMPLE_TRYON: TryOnSpec = {
  model: sampleModel,
  garment: sampleGarment,
  category: 'tops',
};

/** The multipart body the PWA sends (src/lib/api/generations.ts). */
export async function tryOnBody(spec: TryOnSpec) {
  const form = new FormData();
  if (spec.category !== undefined) form.append('category', spec.category);
  for (const [name, value] of Object.entries(spec.extra ?? {})) form.append(name, value);
  for (const name of ['model', 'garment'] as const) {
    const input = spec[name];
    if (!input) continue;
    if ('file' in input)
      form.append(name, new Blob([new Uint8Array(input.file)]), input.name ?? `${name}.jpg`);
    else if ('assetId' in input) form.append(`${name}_asset_id`, input.assetId);
    else form.append(`${name}_sample_id`, input.sampleId);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/ai/virtual-tryon; `key` null sends no Idempotency-Key. */
export async function postTryOn(
  server: TestApp,
  token: string,
  spec: TryOnSpec = SAMPLE_TRYON,
  key: string | null = randomUUID(),
) {
  const { payload, headers } = await tryOnBody(spec);
  return server.app.inject({
    method: 'POST',
    url: '/api/ai/virtual-tryon',
    headers: { ...headers, ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

/** Queues a try-on on the samples and returns the generation; throws unless 202. */
export async function startTryOn(server: TestApp, token: string, spec: TryOnSpec = SAMPLE_TRYON) {
  const response = await postTryOn(server, token, spec);
  if (response.statusCode !== 202) throw new Error(`try-on refused: ${response.body}`);
  return response.json<{ generation: Generation }>().generation;
}

export async function getGeneration(server: TestApp, token: string, id: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/generations/${id}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`GET generation: ${response.body}`);
  return response.json<Generation>();
}

/** Polls GET /api/generations/:id until it succeeds or fails. */
export async function waitUntilFinished(
  server: TestApp,
  token: string,
  id: string,
  timeoutMs = 20_000,
): Promise<Generation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const generation = await getGeneration(server, token, id);
    if (generation.status === 'success' || generation.status === 'failed') return generation;
    if (Date.now() > deadline) throw new Error(`still ${generation.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sets a balance the way a grant would: the balance and a ledger row, so they still agree. */
/** A new signed-in user whose balance is exactly `credits`. */
export async function signedInUserWithCredits(server: TestApp, credits: number) {
  const { user, token } = await createSignedInUser(server);
  await grantCredits(server, user.id, credits);
  return { user, token };
}

export async function grantCredits(server: TestApp, userId: string, credits: number) {
  await server.database.db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ credits }).where(eqId(userId)).returning();
    await tx.insert(creditLedger).values({
      userId,
      delta: credits,
      balanceAfter: user!.credits,
      reason: 'test_grant',
    });
  });
}

export async function balanceOf(server: TestApp, userId: string): Promise<number> {
  const [row] = await queryRows<{ credits: number }>(
    server.database,
    `SELECT credits FROM users WHERE id = '${userId}'`,
  );
  return Number(row?.credits);
}

export interface LedgerRow {
  delta: number;
  balance_after: number;
  reason: string;
  generation_id: string | null;
}

export function ledgerOf(server: TestApp, userId: string): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    server.database,
    `SELECT delta, balance_after, reason, generation_id FROM credit_ledger
     WHERE user_id = '${userId}' ORDER BY created_at, id`,
  );
}

export async function generationCount(server: TestApp, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    server.database,
    `SELECT count(*) AS count FROM generations WHERE user_id = '${userId}'`,
  );
  return Number(row?.count);
}

const eqId = (userId: string) => eq(users.id, userId);

/**
 * Storage whose next `put` waits until released: holds a request between its key claim and its
 * transaction, the window in which a replay of the key must answer 409.
 */
export function holdablePuts(storage: Storage) {
  let held: { reached(): void; released: Promise<void> } | undefined;
  const wrapped: Storage = {
    ...storage,
    async put(key, body, contentType) {
      const hold = held;
      held = undefined;
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return storage.put(key, body, contentType);
    },
  };
  return {
    storage: wrapped,
    holdNextPut() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      held = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: reachedPromise, release };
    },
  };
}
