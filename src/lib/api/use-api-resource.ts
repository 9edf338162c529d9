/**
 * Loads one API resource for a component: loading, error (with retry) and ready states. `key`
 * names what is loaded — when it changes, the old request is aborted and the new one starts,
 * and the state reads as loading until it answers (no stale data under a new key).
 */
import { startTransition, useEffect, useEffectEvent, useState } from 'react';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export type ApiResource<T> = ResourceState<T> & {
  /** Loads the same key again (the Retry button). */
  retry: () => void;
};

interface Settled<T> {
  key: string;
  attempt: number;
  state: ResourceState<T>;
}

export function useApiResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    // A transition: the screen the data fills (a whole blog post, say) renders in slices that
    // leave the main thread free for input, not as one long task.
    const settle = (state: ResourceState<T>) =>
      startTransition(() => setSettled({ key, attempt, state }));
    start(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) settle({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current =
    settled && settled.key === key && settled.attempt === attempt
      ? settled.state
      : ({ status: 'loading' } as const);
  return { ...current, retry: () => setAttempt((count) => count + 1) };
}
