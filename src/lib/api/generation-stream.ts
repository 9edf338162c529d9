/**
 * Follows one generation to its end: the server's event stream first (GET …/events, SSE), and
 * polling GET /api/generations/:id when the stream cannot be had or breaks. EventSource cannot
 * send headers, so the stream carries the token as `?access_token=`.
 */
import {
  EVENTS_ACCESS_TOKEN_PARAM,
  generationEventSchema,
  type Generation,
  type GenerationEvent,
} from '../../../common/contracts/generations';
import { ApiError } from './api-error';
import { generationsApi, isFinished } from './generations';
import { tokenStore } from './token-store';

/**
 * How often the fallback asks for the record: every 2 s (docs/architecture.md#phases-and-progress).
 */
export const GENERATION_POLL_INTERVAL_MS = 2_000;
/** Event names the stream may use; unnamed events arrive as 'message'. */
const EVENT_NAMES = ['message', 'state', 'done'] as const;

export interface FollowOptions {
  /** Every state seen, the first one included. */
  onUpdate: (generation: Generation) => void;
  signal: AbortSignal;
  /** True while the server cannot be reached (the follower keeps trying), false once it answers. */
  onReconnecting?: (reconnecting: boolean) => void;
  pollIntervalMs?: number;
  /** Tests swap the stream out; null means "no stream, poll". */
  openStream?: (url: string) => EventSource | null;
}

function defaultOpenStream(url: string): EventSource | null {
  return typeof EventSource === 'undefined' ? null : new EventSource(url);
}

function abortError(): DOMException {
  return new DOMException('The generation is no longer followed', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

function parseEvent(data: unknown): GenerationEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = generationEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Resolves with the finished record, or null when the stream broke before the end. */
function viaStream(id: string, options: FollowOptions): Promise<Generation | null> {
  const token = tokenStore.getToken();
  const query = token ? `?${EVENTS_ACCESS_TOKEN_PARAM}=${encodeURIComponent(token)}` : '';
  const open = options.openStream ?? defaultOpenStream;
  const source = open(`/api/generations/${encodeURIComponent(id)}/events${query}`);
  if (!source) return Promise.resolve(null);

  return new Promise((resolve, reject) => {
    const finish = (result: Generation | null, error?: unknown) => {
      source.close();
      options.signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result);
    };
    const onAbort = () => finish(null, abortError());
    const onEvent = (event: Event) => {
      const parsed = parseEvent((event as MessageEvent).data);
      if (!parsed) return;
      options.onUpdate(parsed.generation);
      if (parsed.type === 'done' || isFinished(parsed.generation)) finish(parsed.generation);
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, onEvent);
    // Also the end of a stream the server closed: EventSource would reconnect by itself.
    source.onerror = () => finish(null);
    options.signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function viaPolling(id: string, options: FollowOptions): Promise<Generation> {
  const interval = options.pollIntervalMs ?? GENERATION_POLL_INTERVAL_MS;
  for (;;) {
    try {
      const generation = await generationsApi.get(id, options.signal);
      options.onReconnecting?.(false);
      options.onUpdate(generation);
      if (isFinished(generation)) return generation;
    } catch (error) {
      if (options.signal.aborted) throw abortError();
      // Offline or a server hiccup: keep asking. A refusal (deleted, not ours) ends it.
      const transient = !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
      if (!transient) throw error;
      options.onReconnecting?.(true);
    }
    await sleep(interval, options.signal);
  }
}

/** Follows the generation until it succeeds or fails; rejects with AbortError when stopped. */
export async function followGeneration(id: string, options: FollowOptions): Promise<Generation> {
  const streamed = await viaStream(id, options).catch((error: unknown) => {
    if (options.signal.aborted) throw error;
    return null;
  });
  return streamed ?? viaPolling(id, options);
}
