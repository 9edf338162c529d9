import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/contracts/generations';
import type { TryOnEngine } from '../../../server/engines/engine';
import { startTryOn, waitUntilFinished, signedInUserWithCredits } from '../helpers/generations';
import { sharpTryOnEngine } from '../helpers/test-engines';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
let origin: string;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** An engine that waits for `start()` before its first phase, then paces its phases. */
function gatedEngine(): TryOnEngine & { start(): void } {
  let start!: () => void;
  const gate = new Promise<void>((resolve) => (start = resolve));
  const inner = sharpTryOnEngine({ phaseDelayMs: 150 });
  return { ...inner, start, tryOn: async (input, run) => (await gate, inner.tryOn(input, run)) };
}

/** Reads a stream's events as they come; `next()` resolves with the next one. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${url}`, { headers });
  const events: GenerationEvent[] = [];
  const waiting: Array<() => void> = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as GenerationEvent);
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } finally {
      ended = true;
    }
    waiting.splice(0).forEach((wake) => wake());
  })();
  return {
    response,
    events,
    /** Resolves once `count` events have arrived (or the stream ended). */
    async until(count: number) {
      while (events.length < count && !ended) await new Promise<void>((r) => waiting.push(r));
    },
    ended: () => reading.then(() => events),
  };
}

describe('GET /api/generations/:id/events', () => {
  it('sends the current state, then each phase in order, then done', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const engine = gatedEngine();
    server.engine.use(engine);
    const queued = await startTryOn(server, token);

    const stream = await openStream(`/api/generations/${queued.id}/events?access_token=${token}`);
    await stream.until(1);
    engine.start();
    const events = await stream.ended();

    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events[0]).toMatchObject({ type: 'state', generation: { id: queued.id } });
    expect(['queued', 'processing']).toContain(events[0]!.generation.status);
    const phases = events.flatMap((event) => event.generation.phase ?? []);
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
    expect(events.at(-1)).toMatchObject({ type: 'done', generation: { status: 'success' } });
    expect(events.slice(0, -1).every((event) => event.type === 'state')).toBe(true);
  });

  it('sends done at once for a finished generation, with the Authorization header too', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    server.engine.use(sharpTryOnEngine());
    const done = await waitUntilFinished(server, token, (await startTryOn(server, token)).id);

    const stream = await openStream(`/api/generations/${done.id}/events`, {
      authorization: `Bearer ${token}`,
    });

    expect(await stream.ended()).toEqual([
      { type: 'done', generation: expect.objectContaining({ id: done.id, status: 'success' }) },
    ]);
  });

  it('is refused without a token (401) and for another user’s generation (404)', async () => {
    const { token } = await signedInUserWithCredits(server, 3);
    const { token: otherToken } = await signedInUserWithCredits(server, 3);
    server.engine.use(sharpTryOnEngine());
    const queued = await startTryOn(server, token);

    const anonymous = await fetch(`${origin}/api/generations/${queued.id}/events`);
    const other = await fetch(
      `${origin}/api/generations/${queued.id}/events?access_token=${otherToken}`,
    );

    expect(anonymous.status).toBe(401);
    expect(other.status).toBe(404);
    await waitUntilFinished(server, token, queued.id);
  });
});
