/**
 * The outbox's shapes (./outbox.ts): an entry as kept on the device, its storage and transport,
 * and what the outbox tells its listeners.
 */
import type { Generation, GenerationService } from '../../../common/contracts/generations';
import type { GenerationParts } from '../api/generations';
import type { OutboxProblem, SendAnswer } from './outbox-policy';

export type OutboxState = 'queued' | 'sending' | 'failed';

/** What is sent: POST /api/ai/<service> with these form fields and files. */
export interface OutboxRequest extends GenerationParts {
  service: GenerationService;
}

export interface OutboxEntry extends OutboxRequest {
  id: string;
  userId: string;
  /** Made when the user pressed Generate, before saving; every attempt sends it (and the same bytes). */
  idempotencyKey: string;
  /** ms since the epoch; strictly increasing per device, so it orders the queue. */
  createdAt: number;
  /** Attempts made so far. */
  attempts: number;
  /** Not tried before this time (ms since the epoch). */
  nextAttemptAt: number;
  state: OutboxState;
  lastError: OutboxProblem | null;
}

export interface OutboxStore {
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** What wakes the outbox. `retry` is its own timer; the others say the world may have changed. */
export type FlushTrigger =
  'start' | 'online' | 'visible' | 'sync' | 'sign-in' | 'enqueue' | 'retry';

export type OutboxEvent =
  | { type: 'changed' }
  /** Sent: the UI follows `generation` like any it submitted itself. */
  | { type: 'sent'; entry: OutboxEntry; generation: Generation }
  | { type: 'failed'; entry: OutboxEntry }
  | { type: 'cancelled'; entry: OutboxEntry }
  /** Storage refused (quota) or failed: reported, never swallowed. */
  | { type: 'error'; error: unknown };

export type CancelResult = 'cancelled' | 'sending' | 'missing';

export interface OutboxDependencies {
  store: OutboxStore;
  /** One attempt; throws when no HTTP answer came (offline, connection lost). */
  send(entry: OutboxEntry): Promise<SendAnswer>;
  now(): number;
  /** In [0, 1): spreads the retries (jitter). */
  random(): number;
  newId(): string;
  /** Runs `run` after `ms`; returns what cancels it. */
  schedule(run: () => void, ms: number): () => void;
  /** The signed-in user's id: only their entries are sent. */
  currentUser(): string | null;
  /** False while the browser knows it is offline: nothing is tried then. */
  isOnline(): boolean;
  /**
   * Runs `task` while no other tab of the app runs one (the Web Locks API): two open tabs never
   * send the same request, nor take one the other is sending for a closed page's leftover.
   */
  acrossTabs<T>(task: () => Promise<T>): Promise<T>;
}
