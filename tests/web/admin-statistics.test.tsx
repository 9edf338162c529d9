/**
 * The admin dashboard's and analytics' states (docs/admin.md#dashboard): an error with Retry, an
 * empty period, and an analytics range whose end is before its start, which is never asked for.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DashboardSummary } from '../../common/contracts/admin-statistics';
import AnalyticsPage from '../../src/features/admin/statistics/AnalyticsPage';
import DashboardPage from '../../src/features/admin/statistics/DashboardPage';
import { i18n } from '../../src/lib/i18n/i18n';
import en from '../../src/locales/en/admin-statistics.json' with { type: 'json' };
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

const SLOW = { timeout: 10_000 };

/** A dashboard answer for a quiet month: nothing generated, signed up or paid. */
function quietSummary(): DashboardSummary {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, index + 1)).toISOString().slice(0, 10);
    return { date, signups: 0, generations: 0, by_studio: {}, revenue_vnd: 0 };
  });
  return {
    users: {
      total_users: 3,
      verified_users: 2,
      admin_users: 1,
      new_users_last_7_days: 0,
      new_users_last_30_days: 0,
    },
    recent_users: [],
    period: {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      time_zone: 'Asia/Ho_Chi_Minh',
      days: 30,
    },
    signups: { in_period: 0, verified_in_period: 0 },
    generations: { today: 0, in_period: 0, success_rate: null, by_studio: [] },
    credits_used: 0,
    revenue: { amount_vnd: 0, payments: 0, by_gateway: [] },
    jobs: { waiting: 1, running: 0, failed_today: 0, failed_in_period: 0 },
    trend: days,
  };
}

beforeAll(() => loadTranslations(['admin-statistics', 'billing']), 30_000);
beforeEach(() => i18n.changeLanguage('en'));

describe('the admin dashboard', () => {
  it('says the statistics failed to load, and Retry loads them', async () => {
    const api = installFakeApi();
    let answered = 0;
    api.on('GET', '/api/admin/dashboard/summary', () =>
      answered++ === 0
        ? api.reply(500, { code: 'internal_error', message: 'boom' })
        : quietSummary(),
    );
    renderWithProviders(<DashboardPage />);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain(en.retry);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect((await screen.findByTestId('stat-users-value', {}, SLOW)).textContent).toBe('3');
  });

  it('shows the cards and says when the period is empty, without empty charts', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/admin/dashboard/summary', () => quietSummary());
    renderWithProviders(<DashboardPage />);
    const empty = await screen.findByTestId('admin-dashboard-empty', {}, SLOW);
    expect(empty.textContent).toContain('Nothing has happened in the last 30 days yet');
    expect(screen.getByTestId('stat-jobsWaiting-value').textContent).toBe('1');
    expect(screen.getByTestId('stat-successRate-value').textContent).toBe('—');
    expect(screen.getByTestId('stat-revenue-value').textContent).toMatch(/₫0|0\s?₫/);
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('the analytics page', () => {
  it('flags an end date before the start, disables the export and asks nothing for it', async () => {
    const api = installFakeApi();
    api
      .on('GET', '/api/admin/statistics/generations', () =>
        api.reply(500, { code: 'internal_error' }),
      )
      .on('GET', '/api/admin/statistics/users', () => api.reply(500, { code: 'internal_error' }));
    renderWithProviders(<AnalyticsPage />);
    await screen.findByRole('alert', {}, SLOW);
    const before = api.calls('GET', '/api/admin/statistics/generations').length;
    fireEvent.change(screen.getByTestId('analytics-start'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('analytics-end'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText(en.analytics.controls.endBeforeStart)).toBeTruthy();
    expect(screen.getByTestId('analytics-export')).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const asked = api
      .calls('GET', '/api/admin/statistics/generations')
      .slice(before)
      .map((call) => call.url.searchParams.get('end_date'));
    expect(asked).not.toContain('2026-02-01');
  });
});
