/** Notified amounts (docs/payments.md#money-rules): integers as the protocol writes them, or null. */
import { describe, expect, it } from 'vitest';
import {
  centsAmount,
  integerAmount,
  statedCurrency,
} from '../../server/modules/payments/gateways/notified-amount';

describe('integerAmount', () => {
  it('reads digits and JSON integers', () => {
    expect(integerAmount('5900000')).toBe(5_900_000);
    expect(integerAmount(59_000)).toBe(59_000);
    expect(integerAmount('0')).toBe(0);
  });

  it('refuses what Number() would read as a number anyway', () => {
    for (const value of ['5.9e6', '59000.0', ' 59000', '0x10', '', '-59000', '1'.repeat(16)]) {
      expect(integerAmount(value), value).toBeNull();
    }
    for (const value of [59_000.5, -1, Number.NaN, Infinity, null, undefined, true]) {
      expect(integerAmount(value), String(value)).toBeNull();
    }
  });
});

describe('centsAmount', () => {
  it("reads PayPal's dollars exactly as cents", () => {
    expect(centsAmount('2.36')).toBe(236);
    expect(centsAmount('10')).toBe(1_000);
    expect(centsAmount('10.5')).toBe(1_050);
    expect(centsAmount('0.07')).toBe(7);
  });

  it('refuses exponents, a third decimal and numbers that are not text', () => {
    for (const value of ['2.36e0', '2.355', '.36', '2.', '-2.36', 2.36, undefined]) {
      expect(centsAmount(value), String(value)).toBeNull();
    }
  });
});

describe('statedCurrency', () => {
  it('is null when no currency is stated', () => {
    expect(statedCurrency('vnd')).toBe('vnd');
    expect(statedCurrency('')).toBeNull();
    expect(statedCurrency(undefined)).toBeNull();
    expect(statedCurrency(704)).toBeNull();
  });
});
