/**
 * Calling a hosted provider (fal, Replicate) under the run's signal: a fetch whose own failure
 * (refused, reset, DNS) becomes the provider's retryable error, while an abort keeps the
 * caller's reason, since stopping is the caller's decision, not the provider's failure.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineError } from './engine';

export async function providerFetch(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { signal: AbortSignal },
  unreachable: (error: unknown) => EngineError,
): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    init.signal.throwIfAborted();
    throw unreachable(error);
  }
}

/** Waits `ms` between polls; an abort ends the wait with the signal's reason. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  }
}
