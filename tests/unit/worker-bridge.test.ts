import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, WorkerBridge } from '../../src/lib/workers/worker-bridge';

/** A "worker" on a MessageChannel, so the bridge runs real Comlink traffic in Node. */
function fakeWorker(api: object) {
  const channel = new MessageChannel();
  Comlink.expose(api, channel.port2);
  const worker = Object.assign(channel.port1, { terminate: vi.fn(() => channel.port1.close()) });
  return worker as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };
}

afterEach(() => vi.useRealTimers());

describe('WorkerBridge (after squoosh)', () => {
  it('starts the worker lazily and runs one job at a time, in order', async () => {
    const log: string[] = [];
    const start = vi.fn(() =>
      fakeWorker({
        async job(name: string, ms: number) {
          log.push(`start ${name}`);
          await new Promise((resolve) => setTimeout(resolve, ms));
          log.push(`end ${name}`);
          return name;
        },
      }),
    );
    const bridge = new WorkerBridge<{ job(name: string, ms: number): Promise<string> }>(start);
    expect(start).not.toHaveBeenCalled();
    const results = await Promise.all([
      bridge.run(undefined, (api) => api.job('a', 30)),
      bridge.run(undefined, (api) => api.job('b', 1)),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(start).toHaveBeenCalledOnce();
    bridge.terminate();
  });

  it('terminates the worker when a running job is aborted, and starts a fresh one next time', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const bridge = new WorkerBridge<{ slow(): Promise<string>; fast(): Promise<string> }>(() => {
      const worker = fakeWorker({ slow: () => new Promise(() => {}), fast: async () => 'ok' });
      workers.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const slow = bridge.run(controller.signal, (api) => api.slow());
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminate).toHaveBeenCalledOnce();
    expect(await bridge.run(undefined, (api) => api.fast())).toBe('ok');
    expect(workers).toHaveLength(2);
    bridge.terminate();
  });

  it('ends an idle worker after IDLE_TIMEOUT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = fakeWorker({ ping: async () => 'pong' });
    const bridge = new WorkerBridge<{ ping(): Promise<string> }>(() => worker);
    expect(await bridge.run(undefined, (api) => api.ping())).toBe('pong');
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(worker.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});
