/**
 * fal's queue protocol over plain fetch (docs/engines.md#queue-protocol): submit, poll the
 * status until COMPLETED, fetch the result. A request we stop waiting for is cancelled upstream,
 * because fal keeps running (and billing) it otherwise.
 */
import { z } from 'zod';
import { EngineError } from '../engine';
import { pause, providerFetch } from '../provider-fetch';
import { falResponseError, falUnexpected, falUnreachable } from './fal-error';

/** fal's public queue host; FAL_BASE_URL replaces it (a proxy, or the tests' fake). */
export const FAL_QUEUE_URL = 'https://queue.fal.run';
/** Pause between status polls, in ms: fal-js's default (docs/engines.md#queue-protocol). */
export const FAL_POLL_INTERVAL_MS = 500;
/** Failed status polls in a row that are ridden out before giving up (fal-js retries 5 times). */
const MAX_STATUS_FAILURES = 5;
/** A cancel is best effort and must not hold up the caller that is leaving, in ms. */
const CANCEL_TIMEOUT_MS = 5_000;
/** Namespaces whose app id keeps three segments instead of owner/app (fal-js parseEndpointId). */
const THREE_SEGMENT_NAMESPACES = ['workflows', 'comfy'];

export const FAL_QUEUE_STATUSES = ['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED'] as const;
export type FalQueueStatus = (typeof FAL_QUEUE_STATUSES)[number];

export interface FalQueueClientOptions {
  /** Queue base URL; default FAL_QUEUE_URL. */
  baseUrl?: string | undefined;
  /** FAL_KEY (`key_id:key_secret`). */
  key: string;
  fetch?: typeof fetch;
  pollIntervalMs?: number;
}

export interface FalRunOptions {
  /** Aborting it cancels the fal request and rejects with the signal's reason. */
  signal: AbortSignal;
  /** Called with every status poll's answer, in order. */
  onStatus?(status: FalQueueStatus): Promise<void> | void;
}

const submitSchema = z.object({ request_id: z.string().min(1) });
const statusSchema = z.object({ status: z.enum(FAL_QUEUE_STATUSES) });

export type FalQueueClient = ReturnType<typeof createFalQueueClient>;

/** Plain-object headers, so they merge with the auth headers by spreading. */
type FalRequestInit = Omit<RequestInit, 'headers' | 'signal'> & {
  headers?: Record<string, string>;
  signal: AbortSignal;
};

export function createFalQueueClient(options: FalQueueClientOptions) {
  const base = (options.baseUrl ?? FAL_QUEUE_URL).replace(/\/+$/, '');
  const send = sendWith(options.fetch ?? fetch);
  const pollIntervalMs = options.pollIntervalMs ?? FAL_POLL_INTERVAL_MS;
  const auth = { authorization: `Key ${options.key}`, accept: 'application/json' };

  /** One authenticated JSON call, its body checked against `schema`. */
  async function call<Schema extends z.ZodType>(
    what: string,
    url: string,
    init: FalRequestInit,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const response = await send(what, url, {
      ...init,
      headers: { ...auth, ...init.headers },
    });
    if (!response.ok) throw await falResponseError(response, what);
    const body: unknown = await response.json().catch((error: unknown) => {
      init.signal.throwIfAborted();
      throw falUnreachable(what, error);
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw falUnexpected(what, body);
    return parsed.data;
  }

  /** The next status, or null for a transient failure worth another poll. */
  async function pollStatus(requestUrl: string, signal: AbortSignal, failures: number) {
    try {
      const url = `${requestUrl}/status?logs=0`;
      return (await call('status', url, { signal }, statusSchema)).status;
    } catch (error) {
      const transient = error instanceof EngineError && error.retryable && !signal.aborted;
      if (transient && failures + 1 < MAX_STATUS_FAILURES) return null;
      throw error;
    }
  }

  async function waitUntilCompleted(requestUrl: string, { signal, onStatus }: FalRunOptions) {
    let failures = 0;
    for (;;) {
      const status = await pollStatus(requestUrl, signal, failures);
      if (status === null) {
        failures += 1;
      } else {
        failures = 0;
        await onStatus?.(status);
        if (status === 'COMPLETED') return;
      }
      await pause(pollIntervalMs, signal);
    }
  }

  async function cancel(requestUrl: string): Promise<void> {
    // Its own deadline: the run's signal has usually fired already (that is why we cancel).
    const signal = AbortSignal.timeout(CANCEL_TIMEOUT_MS);
    await send('cancel', `${requestUrl}/cancel`, {
      method: 'PUT',
      headers: auth,
      signal,
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  return {
    /** Submits `input` to `endpointId`, waits for it and returns its output, checked by `schema`. */
    async run<Schema extends z.ZodType>(
      endpointId: string,
      input: object,
      schema: Schema,
      runOptions: FalRunOptions,
    ): Promise<z.infer<Schema>> {
      const { signal } = runOptions;
      const submitted = await call(
        'submit',
        `${base}/${endpointId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal,
        },
        submitSchema,
      );
      // Built like fal-js does (not from the answer's status_url), so FAL_BASE_URL holds for
      // every call: status, result and cancel live under owner/app only
      // (docs/engines.md#queue-protocol).
      const requestUrl = `${base}/${appId(endpointId)}/requests/${encodeURIComponent(submitted.request_id)}`;
      try {
        await waitUntilCompleted(requestUrl, runOptions);
      } catch (error) {
        await cancel(requestUrl);
        throw error;
      }
      return call('result', requestUrl, { signal }, schema);
    },

    /**
     * Fetches a file fal produced. Without our key: outputs are public CDN URLs, and the key
     * must never travel to another host.
     */
    async download(url: string, signal: AbortSignal): Promise<Buffer> {
      const response = await send('download', url, { signal });
      if (!response.ok) throw await falResponseError(response, 'download');
      const bytes = await response.arrayBuffer().catch((error: unknown) => {
        signal.throwIfAborted();
        throw falUnreachable('download', error);
      });
      return Buffer.from(bytes);
    },
  };
}

/**
 * Runs `work` with a signal that also fires after `timeoutMs`. Cut by that deadline (not by the
 * caller), it fails as provider_timeout, retryable: a later attempt may find fal less busy.
 */
export async function withDeadline<T>(
  signal: AbortSignal,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await work(AbortSignal.any([signal, deadline]));
  } catch (error) {
    if (!deadline.aborted || signal.aborted) throw error;
    throw new EngineError('provider_timeout', `fal gave no result in ${timeoutMs} ms`, true, {
      cause: error,
    });
  }
}

/** `fal-ai/fashn/tryon/v1.6` → `fal-ai/fashn`: the queue's status/result/cancel prefix. */
export function appId(endpointId: string): string {
  const parts = endpointId.split('/');
  const size = THREE_SEGMENT_NAMESPACES.includes(parts[0] ?? '') ? 3 : 2;
  return parts.slice(0, size).join('/');
}

/** A call to fal whose network failure is a retryable `what` unreachable. */
function sendWith(fetchImpl: typeof fetch) {
  return (what: string, url: string, init: FalRequestInit) =>
    providerFetch(fetchImpl, url, init, (error) => falUnreachable(what, error));
}
