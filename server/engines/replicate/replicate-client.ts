/**
 * Replicate's predictions protocol over plain fetch (docs/engines.md "Replicate and Cog"), in
 * its two dialects:
 *
 * - `hosted` (api.replicate.com/v1): create the prediction, poll it until it is terminal, cancel
 *   it upstream when we stop waiting (Replicate keeps running, and billing, otherwise).
 * - `cog` (a self-hosted Cog container): `PUT /predictions/<our id>` answers when the run ends;
 *   the id we choose makes a retried request join the running prediction instead of starting a
 *   second one, and lets us cancel it by that id.
 *
 * Outputs come back as URLs (hosted, deleted by Replicate after an hour) or data URIs (Cog), and
 * are fetched at once by `file`.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ReplicateProtocol } from '../../../common/engines';
import { EngineError } from '../engine';
import { pause, providerFetch } from '../provider-fetch';

/** Replicate's public API; REPLICATE_BASE_URL replaces it (a Cog container, or the tests' fake). */
export const REPLICATE_API_URL = 'https://api.replicate.com/v1';
/** Pause between polls of a hosted prediction, in ms. */
export const REPLICATE_POLL_INTERVAL_MS = 1_000;
/** Failed polls in a row ridden out before giving up. */
const MAX_POLL_FAILURES = 5;
/** A cancel is best effort and must not hold up the caller that is leaving, in ms. */
const CANCEL_TIMEOUT_MS = 5_000;
/** Enough of an error body to recognise it in a log line. */
const MAX_DETAIL_CHARS = 300;

export const PREDICTION_STATUSES = [
  'starting',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'aborted',
] as const;
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];
const TERMINAL: readonly PredictionStatus[] = ['succeeded', 'failed', 'canceled', 'aborted'];

const predictionSchema = z.object({
  id: z.string().optional(),
  status: z.enum(PREDICTION_STATUSES),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
});
type Prediction = z.infer<typeof predictionSchema>;

export interface ReplicateClientOptions {
  protocol: ReplicateProtocol;
  /** Default REPLICATE_API_URL. */
  baseUrl?: string | undefined;
  /** Bearer token: required by Replicate, optional for a Cog container (a proxy may want one). */
  token?: string | undefined;
  fetch?: typeof fetch;
  pollIntervalMs?: number;
}

export interface PredictOptions {
  /** Aborting it cancels the prediction upstream and rejects with the signal's reason. */
  signal: AbortSignal;
  /** Called with each status the prediction reports, in order. */
  onStatus?(status: PredictionStatus): Promise<void> | void;
}

export type ReplicateClient = ReturnType<typeof createReplicateClient>;

export function createReplicateClient(options: ReplicateClientOptions) {
  const base = (options.baseUrl ?? REPLICATE_API_URL).replace(/\/+$/, '');
  const send = sendWith(options.fetch ?? fetch);
  const pollIntervalMs = options.pollIntervalMs ?? REPLICATE_POLL_INTERVAL_MS;
  const auth: Record<string, string> = options.token
    ? { authorization: `Bearer ${options.token}` }
    : {};

  async function call(what: string, url: string, init: RequestInit & { signal: AbortSignal }) {
    const response = await send(what, url, {
      ...init,
      headers: { ...auth, accept: 'application/json', ...(init.headers as object) },
    });
    if (!response.ok) throw await responseError(response, what);
    const body: unknown = await response.json().catch((error: unknown) => {
      init.signal.throwIfAborted();
      throw unreachable(what, error);
    });
    const parsed = predictionSchema.safeParse(body);
    if (!parsed.success) {
      const text = JSON.stringify(body)?.slice(0, MAX_DETAIL_CHARS);
      throw new EngineError(
        'provider_failed',
        `Replicate ${what} sent an unexpected body: ${text}`,
      );
    }
    return parsed.data;
  }

  async function cancel(url: string): Promise<void> {
    // Its own deadline: the run's signal has usually fired already (that is why we cancel).
    await send('cancel', url, {
      method: 'POST',
      headers: auth,
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  /** Hosted: create, then poll `GET /predictions/:id` until a terminal status. */
  async function predictHosted(model: string, input: object, run: PredictOptions) {
    const { signal, onStatus } = run;
    const [name, version] = model.split(':');
    // Official models take `models/owner/name/predictions`; a pinned version goes to `predictions`.
    const createUrl = version ? `${base}/predictions` : `${base}/models/${name}/predictions`;
    const created = await call('create', createUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(version ? { version, input } : { input }),
      signal,
    });
    if (!created.id) throw new EngineError('provider_failed', 'Replicate gave no prediction id');
    const url = `${base}/predictions/${encodeURIComponent(created.id)}`;
    let prediction = created;
    let failures = 0;
    try {
      for (;;) {
        await onStatus?.(prediction.status);
        if (TERMINAL.includes(prediction.status)) return prediction;
        await pause(pollIntervalMs, signal);
        try {
          prediction = await call('poll', url, { signal });
          failures = 0;
        } catch (error) {
          const transient = error instanceof EngineError && error.retryable && !signal.aborted;
          if (!transient || ++failures >= MAX_POLL_FAILURES) throw error;
        }
      }
    } catch (error) {
      await cancel(`${url}/cancel`);
      throw error;
    }
  }

  /** Cog: one idempotent `PUT /predictions/:id` that answers when the run ends. */
  async function predictCog(input: object, run: PredictOptions) {
    const id = randomUUID().replaceAll('-', '');
    const url = `${base}/predictions/${id}`;
    await run.onStatus?.('processing');
    try {
      return await call('prediction', url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, input }),
        signal: run.signal,
      });
    } catch (error) {
      if (run.signal.aborted) await cancel(`${url}/cancel`);
      throw error;
    }
  }

  return {
    protocol: options.protocol,

    /**
     * Runs `model` (`owner/name` or `owner/name:version`; a Cog container serves one model and
     * ignores it) on `input`, and returns the succeeded prediction's output.
     */
    async predict(model: string, input: object, run: PredictOptions): Promise<unknown> {
      const prediction =
        options.protocol === 'cog'
          ? await predictCog(input, run)
          : await predictHosted(model, input, run);
      return outputOf(prediction);
    },

    /**
     * The bytes of an output file: a data URI decoded, or a URL fetched without our token (the
     * token must never travel to another host, and Replicate's file URLs need none).
     */
    async file(output: unknown, signal: AbortSignal): Promise<Buffer> {
      const location = firstFile(output);
      const inline = /^data:[^;,]*(;base64)?,(.*)$/s.exec(location);
      if (inline) {
        const [, base64, data = ''] = inline;
        return base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data));
      }
      const response = await send('download', location, { signal });
      if (!response.ok) throw await responseError(response, 'download');
      const bytes = await response.arrayBuffer().catch((error: unknown) => {
        signal.throwIfAborted();
        throw unreachable('download', error);
      });
      return Buffer.from(bytes);
    },
  };
}

/** A succeeded prediction's output; any other end as an EngineError. */
function outputOf(prediction: Prediction): unknown {
  const { status, error } = prediction;
  if (status === 'succeeded') return prediction.output;
  const detail = typeof error === 'string' ? error : JSON.stringify(error ?? null);
  // A prediction that never started (aborted) may run if asked again; a failed one will fail again.
  throw new EngineError(
    'provider_failed',
    `Replicate prediction ${status}: ${detail.slice(0, MAX_DETAIL_CHARS)}`,
    status === 'aborted',
  );
}

/** Models answer one file URI, or a list of them (several samples): the first is ours. */
function firstFile(output: unknown): string {
  const first = Array.isArray(output) ? (output[0] as unknown) : output;
  if (typeof first === 'string' && first.length > 0) return first;
  const text = JSON.stringify(output)?.slice(0, MAX_DETAIL_CHARS);
  throw new EngineError('provider_failed', `Replicate output is not a file: ${text}`);
}

/** A non-2xx answer as an EngineError, with RFC 7807 problem details when given. */
async function responseError(response: Response, what: string): Promise<EngineError> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, MAX_DETAIL_CHARS) || '(no body)';
  try {
    const problem = JSON.parse(text) as { title?: unknown; detail?: unknown };
    detail = [problem.title, problem.detail].filter((part) => typeof part === 'string').join(': ');
  } catch {
    // Not JSON: the text itself is the best we have.
  }
  // 409: a Cog container's prediction slots are all busy; a later attempt finds one free.
  const retryable = response.status === 409 || response.status === 429 || response.status >= 500;
  return new EngineError(
    'provider_failed',
    `Replicate ${what} answered ${response.status}: ${detail}`,
    retryable,
  );
}

function unreachable(what: string, error: unknown): EngineError {
  const reason = error instanceof Error ? (error.cause ?? error) : error;
  return new EngineError(
    'provider_failed',
    `Replicate ${what} unreachable: ${String(reason)}`,
    true,
    {
      cause: error,
    },
  );
}

/** A call to Replicate whose network failure is a retryable `what` unreachable. */
function sendWith(fetchImpl: typeof fetch) {
  return (what: string, url: string, init: RequestInit & { signal: AbortSignal }) =>
    providerFetch(fetchImpl, url, init, (error) => unreachable(what, error));
}
