/**
 * The cap on a user's open progress streams (docs/rate-limits.md#progress-streams): past
 * MAX_EVENT_STREAMS_PER_USER the next one is answered 429 with Retry-After; another user is not
 * affected, and a stream that closes, or never opened (404), gives its place back.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_STREAMS_PER_USER } from '../../../server/modules/generations/event-stream-cap';
import { signedInUserWithCredits, startTryOn } from '../helpers/generations';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
let origin: string;
beforeAll(async () => {
  // No workers: a generation stays queued, so its streams stay open until closed.
  server = await createTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

interface OpenStream {
  status: number;
  retryAfter: string | null;
  body: unknown;
  close(): void;
}

/** Opens a stream and, when it is one, reads up to its first event. */
async function openStream(token: string, generationId: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(
    `${origin}/api/generations/${generationId}/events?access_token=${token}`,
    { signal: controller.signal },
  );
  const close = () => controller.abort();
  if (response.status !== 200) {
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
      close,
    };
  }
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes('data: ')) text += new TextDecoder().decode((await reader.read()).value);
  return { status: 200, retryAfter: null, body: null, close };
}

async function queuedGeneration() {
  const { token } = await signedInUserWithCredits(server, 1);
  return { token, generation: await startTryOn(server, token) };
}

describe('progress streams per user', () => {
  it('refuses the stream past the cap with 429 and Retry-After, for that user only', async () => {
    const { token, generation } = await queuedGeneration();
    const open = [];
    for (let n = 0; n < MAX_EVENT_STREAMS_PER_USER; n++) {
      open.push(await openStream(token, generation.id));
    }
    expect(open.map((stream) => stream.status)).toEqual(open.map(() => 200));

    const refused = await openStream(token, generation.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      retry_after_s: Number(refused.retryAfter),
    });

    const other = await queuedGeneration();
    const theirs = await openStream(other.token, other.generation.id);
    expect(theirs.status).toBe(200);
    theirs.close();

    // A closed stream gives its place back once the server sees the socket close.
    open.pop()!.close();
    let again = await openStream(token, generation.id);
    while (again.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openStream(token, generation.id);
    }
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });

  it('gives the place of a refused stream (404) back at once', async () => {
    const { token, generation } = await queuedGeneration();
    for (let n = 0; n <= MAX_EVENT_STREAMS_PER_USER; n++) {
      expect((await openStream(token, randomUUID())).status).toBe(404);
    }
    const stream = await openStream(token, generation.id);
    expect(stream.status).toBe(200);
    stream.close();
  });
});
