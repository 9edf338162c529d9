/**
 * Retries a call with a growing pause (e.g. 2 retries from 1000 ms, times 1.5:
 * docs/product-rules.md#time-outs-and-retries).
 */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
  factor?: number;
  /** Only failures this accepts are retried; others are thrown at once. */
  shouldRetry: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  let delay = policy.delayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= policy.retries || !policy.shouldRetry(error)) throw error;
      await sleep(delay);
      delay *= policy.factor ?? 1;
    }
  }
}
