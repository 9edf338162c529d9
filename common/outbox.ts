/**
 * What the service worker and the PWA's outbox agree on (docs/architecture.md#the-outbox). Where
 * the browser has Background Sync, the app registers OUTBOX_SYNC.tag while requests wait; on the
 * `sync` event the worker asks its open windows to send them. The worker cannot send them itself:
 * the access token lives in the page's localStorage, which a service worker cannot read — so
 * with no window open, the outbox waits for the next start of the app.
 */
export const OUTBOX_SYNC = {
  /** The Background Sync tag. Do not rename: registrations outlive app versions. */
  tag: 'studio-outbox',
  /** `{ type }` of the worker's message to a window: "send your outbox now". */
  flushMessage: 'studio-outbox/flush',
  /** How long the worker waits for a window's answer, in ms. */
  replyTimeoutMs: 60_000,
} as const;

/** A window's answer (on the message's port): requests still waiting for the network. */
export interface OutboxFlushReply {
  pending: number;
}
