/**
 * How every gateway's notification states its amount (docs/payments.md#money-rules): an integer
 * in the gateway's unit, nothing else. `Number()` would read '5.9e6', '0x10', ' 59000 ' or
 * '59000.4' as numbers, so a notification's amount is parsed here and, when it is not an
 * integer as the protocol writes one, becomes null, which no order's amount equals.
 */

/** Digits only, at most 15 of them (below Number.MAX_SAFE_INTEGER). */
const DIGITS = /^\d{1,15}$/;
/** PayPal's decimal text: whole units and at most two decimals ('2.36', '10', '10.5'). */
const DECIMAL_UNITS = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * An amount sent as a JSON number or as text: a non-negative safe integer, or digits only;
 * null for anything else.
 */
export function integerAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && DIGITS.test(value)) return Number(value);
  return null;
}

/** PayPal's `value` ('2.36' US dollars) in cents, exactly; null for anything else. */
export function centsAmount(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DECIMAL_UNITS.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A currency code as a notification states it; null when it is missing or empty. */
export function statedCurrency(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
