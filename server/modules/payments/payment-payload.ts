/**
 * A gateway's payload as it is kept in payment_events: every field whose name says it holds a
 * secret (keys, tokens, passwords, card data) is replaced, at any depth, before it is stored.
 */
const SECRET_FIELD =
  /secret|password|token|access_?key|api_?key|authorization|card_?number|cvv|cvc/i;

export const REDACTED = '[redacted]';

export function redactPayload(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(redactPayload);
  if (payload && typeof payload === 'object') {
    return Object.fromEntries(
      Object.entries(payload).map(([name, value]) => [
        name,
        SECRET_FIELD.test(name) ? REDACTED : redactPayload(value),
      ]),
    );
  }
  return payload;
}
