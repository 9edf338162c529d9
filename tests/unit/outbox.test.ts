/**
 * The outbox's core (src/lib/pwa/outbox.ts, docs/architecture.md#the-outbox): ordering, one send at
 * a time, retries with backoff and Retry-After, the server's final answers, cancel, and storage
 * refusals. The clock, timers, randomness, storage and transport are the test's own.
 */
import { describe, expect, it } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import { createOutbox, OUTBOX_SEND_WINDOW_MS } from '../../src/lib/pwa/outbox';
import { backoffDelay, parseRetryAfter, type SendAnswer } from '../../src/lib/pwa/outbox-policy';
import type {
  OutboxDependencies,
  OutboxEntry,
  OutboxEvent,
  OutboxRequest,
} from '../../src/lib/pwa/outbox-types';
import { StorageQuotaError } from '../../src/lib/storage/storage-quota';
import { makeGeneration } from '../web/factories/generations';

const START = Date.UTC(2026, 10, 1, 8, 0, 0);

/** What the fake server answers, call after call: an answer, or 'offline' for no answer. */
type Reply = SendAnswer | 'offline' | Promise<SendAnswer>;

const created = (generation: Generation = makeGeneration({ status: 'queued' })): SendAnswer => ({
  status: 202,
  body: { generation },
  retryAfter: null,
});
const answer = (status: number, body: unknown = null, retryAfter: string | null = null) => ({
  status,
  body,
  retryAfter,
});

function tryOn(model: string): OutboxRequest {
  return {
    service: 'virtual-tryon',
    fields: { category: 'tops', model_sample_id: model, garment_sample_id: 'garment-camel-blazer' },
    files: [],
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** One lock for the tabs of one device, as the Web Locks API gives them: tasks run in turn. */
function tabLock(): OutboxDependencies['acrossTabs'] {
  let held: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = held.then(task, task);
    held = run.catch(() => undefined);
    return run;
  };
}

/** What the tabs of one device share: storage, the lock, and the server's replies and log. */
interface SharedDevice {
  stored: Map<string, OutboxEntry>;
  acrossTabs: OutboxDependencies['acrossTabs'];
  replies: Reply[];
  sent: OutboxEntry[];
}

/** A device: storage in memory, a clock the test moves, and a scripted server. */
function device(
  options: {
    user?: string | null;
    online?: boolean;
    stored?: OutboxEntry[];
    /** Another tab of the same device: its storage, its lock and its server. */
    tabOf?: SharedDevice;
  } = {},
) {
  let now = START;
  let user = options.user === undefined ? 'ann' : options.user;
  let online = options.online ?? true;
  let ids = 0;
  let inFlight = 0;
  const replies: Reply[] = options.tabOf?.replies ?? [];
  const timers: { at: number; run: () => void }[] = [];
  const stored: Map<string, OutboxEntry> =
    options.tabOf?.stored ?? new Map((options.stored ?? []).map((entry) => [entry.id, entry]));
  const sent: OutboxEntry[] = options.tabOf?.sent ?? [];
  const acrossTabs = options.tabOf?.acrossTabs ?? tabLock();
  const events: OutboxEvent[] = [];
  const stats = { maxInFlight: 0 };
  const store: OutboxDependencies['store'] = {
    list: async () => [...stored.values()].map((entry) => ({ ...entry })),
    put: async (entry) => void stored.set(entry.id, { ...entry }),
    remove: async (id) => void stored.delete(id),
  };
  const outbox = createOutbox({
    store,
    async send(entry) {
      sent.push(entry);
      inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      try {
        const reply = replies.shift() ?? created();
        if (reply === 'offline') throw new TypeError('Failed to fetch');
        return await reply;
      } finally {
        inFlight -= 1;
      }
    },
    now: () => now,
    random: () => 0.5,
    newId: () => `entry-${++ids}`,
    schedule(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    currentUser: () => user,
    isOnline: () => online,
    acrossTabs,
  });
  outbox.subscribe((event) => events.push(event));

  return {
    outbox,
    store,
    stored,
    sent,
    replies,
    acrossTabs,
    events,
    stats,
    reply: (...next: Reply[]) => replies.push(...next),
    setOnline: (value: boolean) => (online = value),
    setUser: (value: string | null) => (user = value),
    now: () => now,
    /** Moves the clock, fires the timers that are due, and waits for the sends they start. */
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await outbox.whenIdle();
    },
    async settle() {
      await outbox.whenIdle();
    },
    entry: (id: string) => stored.get(id),
  };
}

/** Queues requests while offline (nothing is sent), then comes online. */
async function queuedOffline(d: ReturnType<typeof device>, ...models: string[]) {
  d.setOnline(false);
  const entries: OutboxEntry[] = [];
  for (const model of models)
    entries.push(await d.outbox.enqueue('ann', tryOn(model), `key-${model}`));
  await d.settle();
  d.setOnline(true);
  return entries;
}

describe('outbox ordering', () => {
  it("sends one user's requests oldest first, one at a time", async () => {
    const d = device();
    await queuedOffline(d, 'model-a', 'model-b', 'model-c');
    expect(d.sent).toHaveLength(0);
    const first = deferred<SendAnswer>();
    d.reply(first.promise);

    const flushing = d.outbox.flush('online');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(d.sent.map((entry) => entry.fields.model_sample_id)).toEqual(['model-a']);
    first.resolve(created());
    await flushing;

    expect(d.sent.map((entry) => entry.fields.model_sample_id)).toEqual([
      'model-a',
      'model-b',
      'model-c',
    ]);
    expect(d.stats.maxInFlight).toBe(1);
    expect(d.stored.size).toBe(0);
    expect(d.events.filter((event) => event.type === 'sent')).toHaveLength(3);
  });

  it('hands each sent request its generation, so the UI follows it like any other', async () => {
    const d = device();
    const generation = makeGeneration({ status: 'queued', result_url: null });
    d.reply(created(generation));
    const entry = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.events).toContainEqual({
      type: 'sent',
      entry: expect.objectContaining({ id: entry.id }),
      generation,
    });
  });

  it('sends only the signed-in user’s requests; another user’s wait for them', async () => {
    const d = device({ online: false });
    await d.outbox.enqueue('ben', tryOn('model-ben'), 'key-ben');
    await d.outbox.enqueue('ann', tryOn('model-ann'), 'key-ann');
    d.setOnline(true);
    await d.outbox.flush('online');
    expect(d.sent.map((entry) => entry.userId)).toEqual(['ann']);
    expect((await d.outbox.list('ben')).map((entry) => entry.state)).toEqual(['queued']);

    d.setUser('ben');
    await d.outbox.flush('sign-in');
    expect(d.sent.map((entry) => entry.userId)).toEqual(['ann', 'ben']);
  });

  it('never tries while the browser says it is offline', async () => {
    const d = device({ online: false });
    await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.outbox.flush('visible');
    await d.advance(60 * 60_000);
    expect(d.sent).toHaveLength(0);
    expect((await d.outbox.list('ann'))[0]).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('outbox retries', () => {
  it('backs off exponentially after network failures: 2 s, 4 s, 8 s, 16 s', async () => {
    const d = device();
    d.reply('offline', 'offline', 'offline', 'offline', created());
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    for (const delay of [2_000, 4_000, 8_000, 16_000]) {
      expect(d.entry(id)).toMatchObject({ state: 'queued', lastError: { kind: 'network' } });
      expect(d.entry(id)!.nextAttemptAt - d.now()).toBe(delay);
      const attempts = d.sent.length;
      await d.advance(delay - 1);
      expect(d.sent).toHaveLength(attempts);
      await d.advance(1);
      expect(d.sent).toHaveLength(attempts + 1);
    }
    expect(d.stored.size).toBe(0);
    expect(new Set(d.sent.map((entry) => entry.idempotencyKey))).toEqual(new Set(['key-a']));
  });

  it('spreads the delays by ±20 % and caps them at 5 minutes', () => {
    expect(backoffDelay(1, 0)).toBe(1_600);
    expect(backoffDelay(1, 0.5)).toBe(2_000);
    expect(backoffDelay(1, 1)).toBe(2_400);
    expect(backoffDelay(3, 0.5)).toBe(8_000);
    expect(backoffDelay(20, 0.5)).toBe(300_000);
    expect(backoffDelay(20, 1)).toBe(360_000);
  });

  it('retries a 5xx answer with the backoff', async () => {
    const d = device();
    d.reply(answer(503, { code: 'unavailable', message: 'busy' }), created());
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.entry(id)).toMatchObject({ lastError: { kind: 'unavailable', status: 503 } });
    await d.advance(2_000);
    expect(d.sent).toHaveLength(2);
    expect(d.stored.size).toBe(0);
  });

  it('after a 409 in progress, waits for Retry-After and then takes the 202, same key and body', async () => {
    const d = device();
    const conflict = { code: 'idempotency_key_in_progress', detail: 'still creating' };
    d.reply(answer(409, conflict, '3'), created());
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.entry(id)).toMatchObject({ state: 'queued', lastError: { kind: 'in-progress' } });
    expect(d.entry(id)!.nextAttemptAt - d.now()).toBe(3_000);

    await d.advance(2_999);
    expect(d.sent).toHaveLength(1);
    await d.advance(1);
    expect(d.sent).toHaveLength(2);
    expect(d.sent[1]!.idempotencyKey).toBe(d.sent[0]!.idempotencyKey);
    expect(d.sent[1]!.fields).toEqual(d.sent[0]!.fields);
    expect(d.stored.size).toBe(0);
    expect(d.events.some((event) => event.type === 'sent')).toBe(true);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('1', START)).toBe(1_000);
    expect(parseRetryAfter(new Date(START + 90_000).toUTCString(), START)).toBe(90_000);
    expect(parseRetryAfter('soon', START)).toBeNull();
    expect(parseRetryAfter(null, START)).toBeNull();
  });

  it('tries at once when the connection returns, instead of waiting out a network backoff', async () => {
    const d = device();
    d.reply('offline');
    await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.sent).toHaveLength(1);
    await d.outbox.flush('online');
    expect(d.sent).toHaveLength(2);
    expect(d.stored.size).toBe(0);
  });

  it('keeps a server-requested wait even when the connection returns', async () => {
    const d = device();
    d.reply(answer(503, null, '30'));
    await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    await d.outbox.flush('online');
    expect(d.sent).toHaveLength(1);
    await d.advance(30_000);
    expect(d.sent).toHaveLength(2);
  });

  it('sends again, with its key, a request a closed page left half sent', async () => {
    const left: OutboxEntry = {
      ...tryOn('model-a'),
      id: 'entry-left',
      userId: 'ann',
      idempotencyKey: 'key-left',
      createdAt: START - 60_000,
      attempts: 1,
      nextAttemptAt: START - 60_000,
      state: 'sending',
      lastError: null,
    };
    const d = device({ stored: [left] });
    expect(await d.outbox.cancel('entry-left')).toBe('cancelled'); // not sending any more
    const again = device({ stored: [left] });
    await again.outbox.flush('start');
    expect(again.sent.map((entry) => entry.idempotencyKey)).toEqual(['key-left']);
    expect(again.stored.size).toBe(0);
  });
});

describe('outbox in two tabs', () => {
  it('sends each request once when two open tabs flush together', async () => {
    const first = device({ online: false });
    const second = device({ tabOf: first });
    await first.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await first.outbox.enqueue('ann', tryOn('model-b'), 'key-b');
    const slow = deferred<SendAnswer>();
    first.reply(slow.promise);
    first.setOnline(true);

    const both = Promise.all([first.outbox.flush('online'), second.outbox.flush('online')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // While the first tab waits for the server, the second neither sends its request nor
    // takes it for a closed page's leftover.
    expect(first.sent.map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    slow.resolve(created());
    await both;
    await Promise.all([first.settle(), second.settle()]);

    expect(first.sent.map((entry) => entry.idempotencyKey)).toEqual(['key-a', 'key-b']);
    expect(first.stored.size).toBe(0);
  });
});

describe('outbox final answers', () => {
  it('marks a 422 (key reused) failed with its message, never retries it, and sends the next', async () => {
    const d = device();
    const reused = {
      code: 'idempotency_key_reused',
      detail: 'This Idempotency-Key was used for a different request.',
    };
    d.reply(answer(422, reused), created());
    const [first, second] = await queuedOffline(d, 'model-a', 'model-b');
    await d.outbox.flush('online');

    expect(d.entry(first!.id)).toMatchObject({
      state: 'failed',
      lastError: {
        kind: 'refused',
        status: 422,
        code: 'idempotency_key_reused',
        message: reused.detail,
      },
    });
    expect(d.entry(second!.id)).toBeUndefined();
    expect(d.events).toContainEqual({
      type: 'failed',
      entry: expect.objectContaining({ id: first!.id }),
    });
    await d.advance(24 * 60 * 60_000);
    await d.outbox.flush('online');
    expect(d.sent).toHaveLength(2);
  });

  it('marks a 400 failed with the server’s message', async () => {
    const d = device();
    d.reply(answer(404, { code: 'sample_not_found', detail: 'No such sample' }));
    const { id } = await d.outbox.enqueue('ann', tryOn('model-gone'), 'key-a');
    await d.settle();
    expect(d.entry(id)).toMatchObject({
      state: 'failed',
      lastError: { kind: 'refused', status: 404, message: 'No such sample' },
    });
  });

  it('marks a 402 failed with the balance, cost and shortage to show', async () => {
    const d = device();
    const refusal = {
      code: 'insufficient_credits',
      detail: 'Not enough credits',
      balance: 0,
      cost: 1,
      shortage: 1,
    };
    d.reply(answer(402, refusal));
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.entry(id)).toMatchObject({
      state: 'failed',
      lastError: { kind: 'insufficient-credits', balance: 0, cost: 1, shortage: 1 },
    });
    await d.advance(60 * 60_000);
    expect(d.sent).toHaveLength(1);
  });

  it('keeps a request refused with 401 and sends it after the next sign-in', async () => {
    const d = device();
    d.reply(answer(401, { code: 'unauthorized' }));
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await d.settle();
    expect(d.entry(id)).toMatchObject({ state: 'queued', lastError: { kind: 'signed-out' } });

    await d.outbox.flush('online');
    await d.advance(60 * 60_000);
    expect(d.sent).toHaveLength(1);

    await d.outbox.flush('sign-in');
    expect(d.sent).toHaveLength(2);
    expect(d.stored.size).toBe(0);
  });

  it('does not send a request older than the server keeps its key, and says so', async () => {
    const d = device({ online: false });
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    d.setOnline(true);
    await d.advance(OUTBOX_SEND_WINDOW_MS + 1);
    await d.outbox.flush('online');
    expect(d.sent).toHaveLength(0);
    expect(d.entry(id)).toMatchObject({ state: 'failed', lastError: { kind: 'expired' } });
  });
});

describe('outbox cancel', () => {
  it('removes a queued request, which is then never sent', async () => {
    const d = device({ online: false });
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    expect(await d.outbox.cancel(id)).toBe('cancelled');
    expect(d.events).toContainEqual({ type: 'cancelled', entry: expect.objectContaining({ id }) });
    d.setOnline(true);
    await d.outbox.flush('online');
    await d.advance(60 * 60_000);
    expect(d.sent).toHaveLength(0);
    expect(await d.outbox.list('ann')).toEqual([]);
  });

  it('refuses to cancel a request on its way, which then completes', async () => {
    const d = device();
    const inFlight = deferred<SendAnswer>();
    d.reply(inFlight.promise);
    const { id } = await d.outbox.enqueue('ann', tryOn('model-a'), 'key-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(d.sent).toHaveLength(1);
    expect(await d.outbox.cancel(id)).toBe('sending');
    inFlight.resolve(created());
    await d.settle();
    expect(d.stored.size).toBe(0);
    expect(d.events.some((event) => event.type === 'sent')).toBe(true);
  });
});

describe('outbox storage', () => {
  it('reports a storage-quota refusal and keeps nothing, so the caller can tell the user', async () => {
    const d = device();
    const full = new StorageQuotaError('Storage quota exceeded');
    d.store.put = async () => {
      throw full;
    };
    await expect(d.outbox.enqueue('ann', tryOn('model-a'), 'key-a')).rejects.toBe(full);
    expect(d.events).toContainEqual({ type: 'error', error: full });
    expect(await d.outbox.list()).toEqual([]);
    expect(d.sent).toHaveLength(0);
  });
});
