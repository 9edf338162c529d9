/**
 * A server that takes no payment method (no gateway set up: production's default,
 * docs/payments.md#which-gateways-are-on): the pricing page says so above the plans, and the
 * checkout says so instead of offering a "Pay" button, in Vietnamese and in English.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentMethod } from '../../common/contracts/payments';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { plansResponse } from './factories/plans';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

function routePlans(paymentMethods: PaymentMethod[]) {
  installFakeApi({ appDefaults: true }).on('GET', '/api/plans', () =>
    plansResponse(paymentMethods),
  );
}

beforeAll(async () => {
  await restoreSession();
  await i18n.loadNamespaces(['billing']);
}, 30_000);
beforeEach(() => setScreen(1280));

describe.each([
  {
    language: 'vi',
    title: 'Chưa nhận thanh toán trực tuyến',
    pay: /^Thanh toán/,
    backToPricing: 'Quay lại bảng giá',
  },
  {
    language: 'en',
    title: 'Online payments are not set up yet',
    pay: /^Pay /,
    backToPricing: 'Back to pricing',
  },
])('with no payment method, in $language', ({ language, title, pay, backToPricing }) => {
  beforeEach(async () => {
    await i18n.changeLanguage(language);
  });

  it('the pricing page says payments are not set up yet, above the plans', async () => {
    routePlans([]);
    await renderApp('/pricing');

    const notice = await screen.findByTestId('payments-not-set-up', {}, SLOW);
    expect(within(notice).getByText(title)).toBeTruthy();
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(
      '/contact?topic=service_pricing',
    );
    expect(screen.getByTestId('plans')).toBeTruthy();
  });

  it('the checkout says so instead of the form, with no Pay button', async () => {
    routePlans([]);
    await renderApp('/checkout?pack=pack_20', { status: 'signed-in', user: makeUser() });

    const notice = await screen.findByTestId('payments-not-set-up', {}, SLOW);
    expect(within(notice).getByText(title)).toBeTruthy();
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    expect(screen.queryByRole('button', { name: pay })).toBeNull();
    expect(screen.getByRole('link', { name: backToPricing }).getAttribute('href')).toBe('/pricing');
  });
});

describe('with a payment method', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows no notice: the pricing page and the checkout form as usual', async () => {
    routePlans(['sandbox']);
    await renderApp('/checkout?pack=pack_20', { status: 'signed-in', user: makeUser() });

    expect(await screen.findByTestId('checkout-form', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay / })).toBeTruthy();
    expect(screen.queryByTestId('payments-not-set-up')).toBeNull();
  });
});
