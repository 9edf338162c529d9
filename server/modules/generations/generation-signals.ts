/**
 * How a progress stream learns that a generation changed, whichever process changed it: the
 * repository sends `pg_notify(GENERATION_EVENTS_CHANNEL, <id>)` with every update, and this
 * listens on the channel — PGlite's in-process LISTEN, or a dedicated PostgreSQL connection in
 * scale mode (API and workers in separate processes). A lost connection is reopened; the
 * streams poll as well, so a notification missed meanwhile only costs a poll interval.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../logger';

export const GENERATION_EVENTS_CHANNEL = 'generation_events';

/** Pause before a lost LISTEN connection is opened again, in ms. */
const RECONNECT_DELAY_MS = 1_000;

export interface GenerationSignals {
  /** Calls `listener` each time generation `id` may have changed; returns the unsubscribe. */
  subscribe(id: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export async function createGenerationSignals(
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
): Promise<GenerationSignals> {
  const listeners = new Map<string, Set<() => void>>();
  const dispatch = (id: string | undefined) => {
    for (const listener of listeners.get(id ?? '') ?? []) listener();
  };
  const stopListening =
    database.driver === 'pglite'
      ? await database.pglite.listen(GENERATION_EVENTS_CHANNEL, dispatch)
      : listenOnPostgres(database.pool, dispatch, logger);
  return {
    subscribe(id, listener) {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    async close() {
      listeners.clear();
      await stopListening();
    },
  };
}

/** A connection of its own (LISTEN holds it), reopened whenever it is lost. */
function listenOnPostgres(
  pool: pg.Pool,
  dispatch: (id: string | undefined) => void,
  logger: Pick<Logger, 'warn'>,
): () => Promise<void> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => dispatch(message.payload));
    next.on('error', (err) => {
      logger.warn({ err }, 'generation events: LISTEN connection lost');
      reconnectLater();
    });
    next.on('end', reconnectLater);
    try {
      await next.connect();
      await next.query(`LISTEN ${GENERATION_EVENTS_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
    } catch (err) {
      logger.warn({ err }, 'generation events: could not LISTEN; retrying');
      await next.end().catch(() => {});
      reconnectLater();
    }
  }

  void connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
