/**
 * The admin users and audit screens in jsdom against a fake API (docs/admin.md "The users
 * screens"): filters go to the URL and the request, paging asks for the next 50, the credit form
 * checks its reason before sending and says the balance when a removal is refused, disabling asks
 * first, and the audit log shows each change before → after. The real server's side is covered
 * by tests/server/admin-users.test.ts and tests/e2e/admin-users.spec.ts.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUserSearchResponse } from '../../common/contracts/admin';
import type { AdminAuditResponse } from '../../common/contracts/admin-audit';
import { ADMIN_PAGE_SIZE } from '../../common/contracts/admin';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { installFakeApi, reply, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const admin = { ...makeUser({ name: 'Admin', email: 'boss@example.vn' }), is_admin: true };
const USER_ID = '7d5c1f7e-2b7c-4d6a-9a51-0f4f1c1c1c1c';

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...makeUser({ name: 'Hoa Nguyen', email: 'hoa@example.vn' }),
    id: USER_ID,
    credits: 15,
    plan_id: 'free_trial',
    updated_at: '2026-11-01T00:00:00.000Z',
    password_set: true,
    disabled: false,
    ...overrides,
  };
}

const emptyPage = { total: 0, limit: ADMIN_PAGE_SIZE, offset: 0 };

let api: FakeApi;
beforeAll(async () => {
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  // The pages' chunks and copy load once here, not inside the first test's time.
  await Promise.all([
    import('../../src/features/admin/users/UsersPage'),
    import('../../src/features/admin/users/UserPage'),
    import('../../src/features/admin/audit/AuditPage'),
    i18n.loadNamespaces(['admin-users', 'billing']),
  ]);
}, 60_000);
beforeEach(async () => {
  setScreen(1280);
  api = installFakeApi({ appDefaults: true });
  await i18n.changeLanguage('en');
});

describe('/admin/users', () => {
  it('sends the filters in the URL and the request, and pages by 50', async () => {
    api.on('GET', '/api/admin/users/search', (request): AdminUserSearchResponse => {
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      return { users: [adminUser()], total: 120, limit: ADMIN_PAGE_SIZE, offset };
    });
    const { location } = await renderApp('/admin/users', { status: 'signed-in', user: admin });
    await screen.findByTestId('user-search-table', {}, SLOW);
    fireEvent.change(screen.getByTestId('user-search-email'), { target: { value: ' HOA ' } });
    fireEvent.change(screen.getByTestId('user-search-plan'), { target: { value: 'pro' } });
    fireEvent.change(screen.getByTestId('user-search-verified'), { target: { value: 'false' } });
    fireEvent.click(screen.getByTestId('user-search-submit'));
    await waitFor(() => expect(location().search).toBe('?email=HOA&plan=pro&verified=false'));
    await waitFor(() => {
      const last = api.calls('GET', '/api/admin/users/search').at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        email: 'HOA',
        plan: 'pro',
        is_verified: 'false',
        offset: '0',
      });
    });
    expect(await screen.findByText('1–50 of 120', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toContain('page=2'));
    await waitFor(() =>
      expect(
        api.calls('GET', '/api/admin/users/search').at(-1)!.url.searchParams.get('offset'),
      ).toBe('50'),
    );
    expect(await screen.findByText('51–100 of 120', {}, SLOW)).toBeTruthy();
  });

  it('says so when nothing matches, and offers Try again when the list fails', async () => {
    let fail = true;
    api.on('GET', '/api/admin/users/search', () =>
      fail ? reply(500, { message: 'boom' }) : { users: [], ...emptyPage },
    );
    await renderApp('/admin/users', { status: 'signed-in', user: admin });
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(screen.getByText('The users could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('user-search-empty', {}, SLOW)).toBeTruthy();
  });
});

describe('/admin/users/:id', () => {
  function routeUser(user: AdminUser) {
    api
      .on('GET', `/api/admin/users/${USER_ID}`, () => user)
      .on('GET', `/api/admin/users/${USER_ID}/generations`, () => ({
        generations: [],
        ...emptyPage,
      }))
      .on('GET', `/api/admin/users/${USER_ID}/payments`, () => ({ payments: [], ...emptyPage }))
      .on('GET', `/api/admin/users/${USER_ID}/ledger`, () => ({ entries: [], ...emptyPage }));
  }
  const open = async () => {
    await renderApp(`/admin/users/${USER_ID}`, { status: 'signed-in', user: admin });
    await screen.findByTestId('credit-form', {}, SLOW);
  };

  it('needs a reason before sending, then shows the new balance', async () => {
    let user = adminUser();
    routeUser(user);
    api.on('GET', `/api/admin/users/${USER_ID}`, () => user);
    api.on('POST', `/api/admin/users/${USER_ID}/credits`, (request) => {
      const { amount } = request.body as { amount: number };
      user = { ...user, credits: user.credits + amount };
      return { credits_before: user.credits - amount, credits_after: user.credits, amount };
    });
    await open();
    fireEvent.change(screen.getByTestId('credit-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('credit-submit'));
    expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeTruthy();
    expect(api.calls('POST', `/api/admin/users/${USER_ID}/credits`)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('credit-reason'), { target: { value: '  Goodwill  ' } });
    fireEvent.click(screen.getByTestId('credit-submit'));
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe('25'));
    expect(api.calls('POST', `/api/admin/users/${USER_ID}/credits`)[0]!.body).toEqual({
      amount: 10,
      reason: 'Goodwill',
    });
  });

  it('says the balance when a removal would go below zero', async () => {
    routeUser(adminUser({ credits: 4 }));
    api.on('POST', `/api/admin/users/${USER_ID}/credits`, () =>
      reply(409, { code: 'credits_below_zero', detail: 'The balance is 4.' }),
    );
    await open();
    fireEvent.change(screen.getByTestId('credit-amount'), { target: { value: '-10' } });
    fireEvent.change(screen.getByTestId('credit-reason'), { target: { value: 'Chargeback' } });
    fireEvent.click(screen.getByTestId('credit-submit'));
    expect((await screen.findByTestId('credit-error', {}, SLOW)).textContent).toBe(
      'The balance is 4: removing that many credits would take it below zero. Nothing changed.',
    );
  });

  it('asks before disabling, and sends only the change once confirmed', async () => {
    routeUser(adminUser());
    api.on('PUT', `/api/admin/users/${USER_ID}`, () => adminUser({ disabled: true }));
    await open();
    fireEvent.click(within(screen.getByTestId('user-details-disabled')).getByRole('checkbox'));
    await waitFor(() =>
      expect(screen.getByTestId('user-details-save').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('user-details-save'));
    const dialog = await screen.findByTestId('disable-dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('disable-dialog')).toBeNull());
    expect(api.calls('PUT', `/api/admin/users/${USER_ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('user-details-save'));
    fireEvent.click(await screen.findByTestId('disable-confirm', {}, SLOW));
    await waitFor(() =>
      expect(api.calls('PUT', `/api/admin/users/${USER_ID}`).map((call) => call.body)).toEqual([
        { disabled: true },
      ]),
    );
    expect(await screen.findByText('Disabled', { selector: 'span' }, SLOW)).toBeTruthy();
  });
});

describe('/admin/audit', () => {
  it('lists each change before → after and filters by action in the URL', async () => {
    const log: AdminAuditResponse = {
      entries: [
        {
          id: '0b0c8f0e-4c4f-4b38-9d6f-1a1a1a1a1a1a',
          admin_id: admin.id,
          admin_email: 'boss@example.vn',
          action: 'user.credits_adjust',
          target_type: 'user',
          target_id: USER_ID,
          before: { credits: 5 },
          after: { credits: 15, amount: 10, reason: 'Goodwill' },
          created_at: '2026-11-20T03:00:00.000Z',
        },
      ],
      total: 1,
      limit: ADMIN_PAGE_SIZE,
      offset: 0,
    };
    api.on('GET', '/api/admin/audit', () => log);
    const { location } = await renderApp('/admin/audit', { status: 'signed-in', user: admin });
    const row = await screen.findByTestId('audit-row', {}, SLOW);
    expect(row.textContent).toContain('Credits adjusted');
    const changes = within(row).getByTestId('audit-changes');
    expect([...changes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'credits 5 → 15',
      'amount — → 10',
      'reason — → Goodwill',
    ]);
    fireEvent.change(screen.getByTestId('audit-action'), {
      target: { value: 'user.credits_adjust' },
    });
    fireEvent.change(screen.getByTestId('audit-from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('audit-to'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByTestId('audit-submit'));
    await waitFor(() =>
      expect(location().search).toBe('?action=user.credits_adjust&from=2026-11-20&to=2026-11-20'),
    );
    await waitFor(() => {
      const query = api.calls('GET', '/api/admin/audit').at(-1)!.url.searchParams;
      // A day is Vietnam's day: from its midnight (UTC+7) to the next one.
      expect(query.get('start_date')).toBe('2026-11-19T17:00:00.000Z');
      expect(query.get('end_date')).toBe('2026-11-20T17:00:00.000Z');
      expect(query.get('action')).toBe('user.credits_adjust');
    });
  });
});
