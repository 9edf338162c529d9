/**
 * A lazily started Comlink worker with one job at a time (after squoosh's worker bridge): a
 * call waits for the previous one, an aborted call terminates the worker (the only way to stop
 * pixel work mid-way), and a worker idle for IDLE_TIMEOUT_MS is terminated to free its memory.
 */
import * as Comlink from 'comlink';

/** Long enough to keep a warm worker across a batch, short enough to free ~100 MB soon after. */
export const IDLE_TIMEOUT_MS = 10_000;

export class WorkerBridge<Api> {
  private worker: Worker | null = null;
  private remote: Comlink.Remote<Api> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly start: () => Worker) {}

  /** Runs `job` against the worker once every earlier job has settled. */
  run<T>(
    signal: AbortSignal | undefined,
    job: (api: Comlink.Remote<Api>) => Promise<T>,
  ): Promise<T> {
    const result = this.queue.then(() => this.runNow(signal, job));
    this.queue = result.catch(() => undefined);
    return result;
  }

  terminate(): void {
    clearTimeout(this.idleTimer);
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
  }

  private async runNow<T>(
    signal: AbortSignal | undefined,
    job: (api: Comlink.Remote<Api>) => Promise<T>,
  ): Promise<T> {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    if (!this.remote) {
      this.worker = this.start();
      this.remote = Comlink.wrap<Api>(this.worker);
    }
    const remote = this.remote;
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        this.terminate();
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([job(remote), aborted]);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      if (this.remote) this.idleTimer = setTimeout(() => this.terminate(), IDLE_TIMEOUT_MS);
    }
  }
}
