/**
 * Idempotency-Key handling for the generation requests (docs/architecture.md#idempotency-keys): a
 * key is claimed before any file is stored and gets its generation in the debiting transaction. A
 * replay with the same request answers the original generation and never debits; another request
 * under the same key is 422; a replay while the first is still being created is 409. A refused
 * request frees its key, so the client may fix it and retry.
 */
import { createHash, randomUUID } from 'node:crypto';
import { idempotencyKeySchema } from '../../../common/contracts/generations';
import {
  idempotencyKeyInProgress,
  idempotencyKeyInvalid,
  idempotencyKeyMissing,
  idempotencyKeyReused,
} from './generation-errors';
import type { GenerationRecord, GenerationsRepository } from './generations.repository';
import type { Claim, IdempotencyKeysRepository } from './idempotency-keys.repository';

/**
 * A claim left without a generation for this long, in s, belonged to a process that died while
 * creating: the next request with the key takes it over.
 */
export const STALE_CLAIM_S = 120;

export interface Keyed {
  record: GenerationRecord;
  /** True when the key had already made this generation (the answer is a replay). */
  replayed: boolean;
}

/** The header's value, checked; throws the 400 that explains what is wrong. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (header === undefined || header === '') throw idempotencyKeyMissing();
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? undefined : header);
  if (!parsed.success) throw idempotencyKeyInvalid();
  return parsed.data;
}

/** SHA-256 of a canonical description (JSON, keys sorted) of what a request asks for. */
export function requestHashOf(description: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(description)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotencyDependencies {
  keys: IdempotencyKeysRepository;
  generations: Pick<GenerationsRepository, 'findById'>;
}

export function createIdempotency({ keys, generations }: IdempotencyDependencies) {
  /** The generation an earlier request made with this key, if the requests are the same. */
  async function earlier(userId: string, key: string, hash: string) {
    const row = await keys.findKey(userId, key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw idempotencyKeyReused();
    return row.generationId ? generations.findById(row.generationId) : undefined;
  }

  return {
    /**
     * Runs `create` under the key, once. `create` returns the new generation or throws; a
     * throw frees the key again.
     */
    async once(
      userId: string,
      key: string,
      hash: string,
      create: (claim: Claim) => Promise<GenerationRecord>,
    ): Promise<Keyed> {
      const before = await earlier(userId, key, hash);
      if (before) return { record: before, replayed: true };
      const claim = { userId, key, claimId: randomUUID() };
      if (!(await keys.claimKey(claim, hash, STALE_CLAIM_S))) {
        // A twin got here first: it has finished, or it is still creating.
        const twin = await earlier(userId, key, hash);
        if (twin) return { record: twin, replayed: true };
        throw idempotencyKeyInProgress();
      }
      try {
        return { record: await create(claim), replayed: false };
      } catch (error) {
        await keys.releaseKey(claim);
        throw error;
      }
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
