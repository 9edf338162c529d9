/**
 * One attempt of an outbox entry: POST /api/ai/<service> with the signed-in user's token, the
 * entry's Idempotency-Key and the same parts every time. Not through apiRequest: the outbox
 * needs the answer's status and Retry-After header, not an error to catch.
 */
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/contracts/generations';
import { generationFormData } from '../api/generations';
import { timeoutFor } from '../api/timeouts';
import { tokenStore } from '../api/token-store';
import type { SendAnswer } from './outbox-policy';
import type { OutboxEntry } from './outbox-types';

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Throws when no answer came (offline, connection lost, timed out). */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendAnswer> {
  const token = tokenStore.getToken();
  // Signed out since it was queued: it waits for the next sign-in, like a 401.
  if (!token) return { status: 401, body: null, retryAfter: null };
  const path = `/api/ai/${entry.service}`;
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
    },
    body: generationFormData(entry),
    signal: AbortSignal.timeout(timeoutFor(path)),
    credentials: 'same-origin',
  });
  return {
    status: response.status,
    body: await bodyOf(response),
    retryAfter: response.headers.get('retry-after'),
  };
}
