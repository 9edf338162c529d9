/**
 * The history's actions when they cannot go ahead: the credits check before a regenerate, and
 * every failure said from its code in the user's language, never the server's English or the
 * browser's own text (docs/product-rules.md#history-actions).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { listOf, makeDashboardStats, makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

/** /history with one finished try-on, and the balance the dashboard call answers. */
function historyWith(credits: number) {
  const done = makeGeneration({ service: 'virtual-tryon' });
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/generations', () => listOf([done]))
    .on('GET', '/media/*', () => mediaResponse())
    .on('GET', '/api/dashboard', () => makeDashboardStats({ credits }));
  return { api, done };
}

async function openHistory(api: ReturnType<typeof installFakeApi>) {
  await renderApp('/history', { status: 'signed-in', user: makeUser() });
  await screen.findByTestId('history-regenerate', {}, SLOW);
  // The balance the check reads has arrived.
  await waitFor(() => expect(api.calls('GET', '/api/dashboard').length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The server's refusal, in its own (English) words: they must never reach the screen. */
const refusal = (status: number, code: string) =>
  Response.json({ detail: `Server English for ${code}`, code }, { status });

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/HistoryRoute');
  await i18n.loadNamespaces(['history', 'generation']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('regenerate runs the credits check first', () => {
  it('with 0 credits: balance, cost, shortage and a way to buy, and no request', async () => {
    const { api } = historyWith(0);
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-regenerate'));
    const dialog = await screen.findByTestId('insufficient-credits-dialog', {}, SLOW);
    expect(
      within(dialog).getByText('You have 0 credits, this generation costs 1: you are 1 short.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('No tool is affordable with your current balance.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toBeTruthy();
    expect(within(dialog).getAllByText('Not enough credits')).toHaveLength(1); // said once
    expect(api.calls('POST')).toEqual([]);
  });

  it('in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    const { api } = historyWith(0);
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-regenerate'));
    const dialog = await screen.findByTestId('insufficient-credits-dialog', {}, SLOW);
    expect(
      within(dialog).getByText('Bạn có 0 tín dụng, lần tạo này tốn 1: bạn còn thiếu 1.'),
    ).toBeTruthy();
    expect(api.calls('POST')).toEqual([]);
  });

  it("shows the server's numbers when the balance read earlier was out of date", async () => {
    const { api } = historyWith(3);
    api.on('POST', '/api/generations/:id/regenerate', () =>
      Response.json(
        {
          detail: 'Not enough credits: this generation costs 1 credit and your balance is 0.',
          code: 'insufficient_credits',
          balance: 0,
          cost: 1,
          shortage: 1,
        },
        { status: 402 },
      ),
    );
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-regenerate'));
    fireEvent.click(await screen.findByTestId('regenerate-confirm', {}, SLOW));
    const dialog = await screen.findByTestId('insufficient-credits-dialog', {}, SLOW);
    expect(within(dialog).getByText(/you are 1 short/)).toBeTruthy();
    expect(screen.queryByText(/Not enough credits: this generation costs/)).toBeNull();
  });
});

describe('regenerate asks first, with the cost', () => {
  it("names the studio's cost in Vietnamese, and confirming charges once", async () => {
    await i18n.changeLanguage('vi');
    const video = makeGeneration({ service: 'image-to-video' });
    const api = installFakeApi({ appDefaults: true });
    api
      .on('GET', '/api/generations', () => listOf([video]))
      .on('GET', '/media/*', () => mediaResponse())
      .on('GET', '/api/dashboard', () => makeDashboardStats({ credits: 5 }))
      .on('POST', '/api/generations/:id/regenerate', () =>
        api.reply(202, {
          generation: makeGeneration({ service: 'image-to-video', status: 'queued' }),
        }),
      );
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-regenerate'));
    const dialog = await screen.findByTestId('regenerate-dialog', {}, SLOW);
    expect(
      within(dialog).getByText('Ảnh và thiết lập cũ được gửi lại: lần này tốn 2 tín dụng.'),
    ).toBeTruthy();
    expect(api.calls('POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo lại · 2 tín dụng' }));
    await waitFor(() => expect(api.calls('POST')).toHaveLength(1), SLOW);
    await waitFor(() => expect(screen.queryByTestId('regenerate-dialog')).toBeNull(), SLOW);
  });
});

describe('failures are said from their codes', () => {
  it('a refused regenerate, in English and Vietnamese', async () => {
    const { api } = historyWith(5);
    api.on('POST', '/api/generations/:id/regenerate', () => refusal(429, 'rate_limited'));
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-regenerate'));
    fireEvent.click(await screen.findByTestId('regenerate-confirm', {}, SLOW));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByText(/Server English/)).toBeNull();

    await i18n.changeLanguage('vi');
    fireEvent.click(screen.getByTestId('history-regenerate'));
    fireEvent.click(await screen.findByTestId('regenerate-confirm', {}, SLOW));
    expect(
      await screen.findByText('Quá nhiều lần thử. Vui lòng đợi một lát rồi thử lại.', {}, SLOW),
    ).toBeTruthy();
  });

  it("a delete offline says so, not the browser's 'Failed to fetch'", async () => {
    const { api } = historyWith(5);
    api.on('DELETE', '/api/generations/:id', () => {
      throw new TypeError('Failed to fetch');
    });
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-delete'));
    fireEvent.click(await screen.findByTestId('delete-confirm', {}, SLOW));
    expect(
      await screen.findByText("You're offline. Check your connection and try again.", {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('a refused share, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const { api } = historyWith(5);
    api.on('PUT', '/api/generations/:id/share', () => refusal(404, 'not_found'));
    await openHistory(api);
    fireEvent.click(screen.getByTestId('history-share'));
    fireEvent.click(await screen.findByTestId('share-toggle', {}, SLOW));
    expect(
      await screen.findByText('Mục này không còn nữa: có thể đã bị xoá.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByText(/Server English/)).toBeNull();
  });
});
