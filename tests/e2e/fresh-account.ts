/**
 * A new verified account for a spec whose assertions need a balance of its own (the demo
 * account is shared by specs running in parallel workers): registered, verified with the code
 * from the dev mailbox, and logged in — through the API, as the app would. It has the free trial.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DevMailboxResponse } from '../../common/contracts/dev-mailbox';
import type { StoredSession } from './demo-session';
import { expect } from './fixtures';

const PASSWORD = 'Mat-khau-2026';

let clients = 0;
/**
 * Each new account signs up from an address of its own, as real sign-ups do: the e2e server
 * trusts one proxy hop (playwright.config.ts), so this header is the client address its per-IP
 * limits count (docs/rate-limits.md). Without it every spec's sign-ups would share 127.0.0.1's
 * ten an hour. 198.18.0.0/15 is the range set aside for benchmarks: no traffic goes anywhere.
 */
function ownClientAddress(): Record<string, string> {
  clients += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return { 'x-forwarded-for': `198.18.${worker % 256}.${(clients % 250) + 1}` };
}

async function codeMailedTo(request: APIRequestContext, email: string): Promise<number> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { mails } = (await response.json()) as DevMailboxResponse;
      code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
      return Boolean(code);
    })
    .toBe(true);
  return Number(code);
}

/** The address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.vn';
/** The admin of admin-dashboard.spec.ts, also in ADMIN_EMAILS: its own account, once per server. */
export const E2E_STATS_ADMIN_EMAIL = 'e2e-stats-admin@example.vn';

export async function createAccount(
  request: APIRequestContext,
  label: string,
  /** A fixed address (E2E_ADMIN_EMAIL) instead of a new one: registered once, then signed in. */
  fixedEmail?: string,
): Promise<StoredSession> {
  const email =
    fixedEmail ??
    `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.vn`;
  const headers = ownClientAddress();
  // A fixed address is shared by the specs that need it (the admin): the first one registers it.
  if (fixedEmail) {
    const existing = await request.post('/auth/login', {
      headers,
      data: { username: email, password: PASSWORD },
    });
    if (existing.ok()) return (await existing.json()) as StoredSession;
  }
  const registered = await request.post('/auth/register', {
    headers,
    data: { name: 'Chị Hoa', email, password: PASSWORD, language: 'vi' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const verified = await request.post('/auth/verify_otp', {
    headers,
    data: { email, otp: await codeMailedTo(request, email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const login = await request.post('/auth/login', {
    headers,
    data: { username: email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as StoredSession;
}

/**
 * The E2E_ADMIN_EMAIL account, for specs that work as an admin: signed in when a spec before
 * made it already (it can be registered once per server), else made now.
 */
export async function adminAccount(request: APIRequestContext): Promise<StoredSession> {
  const login = await request.post('/auth/login', {
    headers: ownClientAddress(),
    data: { username: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  if (login.ok()) return (await login.json()) as StoredSession;
  return createAccount(request, 'admin', E2E_ADMIN_EMAIL);
}
