/** Test data factories for the profile's contracts (common/contracts/account.ts, sessions.ts). */
import type { Account, DataExport } from '../../../common/contracts/account';
import type { SessionView } from '../../../common/contracts/sessions';
import { makeUser } from '../../fixtures/users';

let next = 1;
const id = (group: string) => `00000000-0000-4000-${group}-${String(next++).padStart(12, '0')}`;

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    user: makeUser({ name: 'Lan Nguyen', language: 'en' }),
    password_set: true,
    google: null,
    notifications: { newsletter: false, renewal_reminders: true },
    pending_email: null,
    deletion_due_at: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionView> = {}): SessionView {
  return {
    id: id('a000'),
    created_at: '2026-11-01T08:00:00.000Z',
    last_seen_at: '2026-11-02T08:00:00.000Z',
    expires_at: '2026-11-08T08:00:00.000Z',
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ip_address: '203.0.113.7',
    current: false,
    ...overrides,
  };
}

export function makeExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: id('b000'),
    status: 'pending',
    created_at: '2026-11-02T08:00:00.000Z',
    completed_at: null,
    expires_at: '2099-11-09T08:00:00.000Z',
    byte_size: null,
    download_url: null,
    ...overrides,
  };
}
