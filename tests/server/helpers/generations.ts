/**
 * Factories for the generation pipeline's tests (on createTestApp with `workers: true`, jobs run
 * in-process on a test engine): try-on requests (multipart, as the PWA sends them), waiting for a
 * generation, and the credits and ledger as the database holds them.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Generation } from '../../../common/contracts/generations';
import type { Storage } from '../../../server/adapters/storage/storage';
import { creditLedger, users } from '../../../server/db/schema';
import { queryRows, type TestApp } from '../test-app';
import { bearer, createSignedInUser } from './accounts';
import { SAMPLE_GARMENT_ID, SAMPLE_MODEL_ID } from './test-samples';

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

/** A new signed-in user whose balance is exactly `credits`. */
export async function signedInUserWithCredits(server: TestApp, credits: number) {
  const { user, token } = await createSignedInUser(server);
  await grantCredits(server, user.id, credits);
  return { user, token };
}

/** Sets a balance the way a grant would: the balance and a ledger row, so they still agree. */
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
