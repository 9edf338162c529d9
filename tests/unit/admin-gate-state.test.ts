import { describe, expect, it } from 'vitest';
import { adminGateState } from '../../src/app/guards/admin-gate-state';
import { makeUser } from '../fixtures/users';

const user = makeUser();

// docs/product-rules.md#admin-area
describe('adminGateState (checking, then denied or allowed)', () => {
  it('is checking while the session is being verified', () => {
    expect(adminGateState({ status: 'checking' })).toBe('checking');
  });

  it('denies guests and signed-in non-admins', () => {
    expect(adminGateState({ status: 'signed-out' })).toBe('denied');
    expect(adminGateState({ status: 'signed-in', user: { ...user, is_admin: false } })).toBe(
      'denied',
    );
  });

  it('allows admins', () => {
    expect(adminGateState({ status: 'signed-in', user: { ...user, is_admin: true } })).toBe(
      'allowed',
    );
  });
});
