/** /help: the sidebar's Help, with each built studio's tour and the FAQ (docs/product-rules.md#help). */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await restoreSession();
  await i18n.loadNamespaces(['help', 'marketing']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('Help', () => {
  it('is in the studio sidebar and offers the tour of each built studio, and the FAQ', async () => {
    installFakeApi({ appDefaults: true });
    await renderApp('/help', { status: 'signed-in', user: makeUser() });
    const page = await screen.findByTestId('help-page', {}, SLOW);
    // The sidebar's entry (jsdom applies the small-screen CSS that hides the sidebar).
    expect(screen.getByRole('link', { name: 'Help', hidden: true }).getAttribute('href')).toBe(
      '/help',
    );
    const tours = within(page)
      .getAllByRole('link', { name: /^Start the tour of / })
      .map((link) => link.getAttribute('href'));
    expect(tours).toEqual([
      '/virtual-tryon?tour=1',
      '/body-generator?tour=1',
      '/hairstyle-changer?tour=1',
      '/image-to-video?tour=1',
      '/image-editing?tour=1',
    ]);
    expect(within(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(
      within(page)
        .getByRole('link', { name: /Contact us/ })
        .getAttribute('href'),
    ).toBe('/contact');
  });

  it('in Vietnamese, for a guest too', async () => {
    await i18n.changeLanguage('vi');
    installFakeApi({ appDefaults: true });
    await renderApp('/help');
    const page = await screen.findByTestId('help-page', {}, SLOW);
    expect(within(page).getByRole('heading', { level: 1, name: 'Trợ giúp' })).toBeTruthy();
    expect(within(page).getAllByText('Bắt đầu hướng dẫn')).toHaveLength(5);
    expect(within(page).getByRole('heading', { name: 'Câu hỏi thường gặp' })).toBeTruthy();
  });
});

describe("a studio opened from Help's tour link", () => {
  it('starts its tour once and drops ?tour=1 from the address', async () => {
    installFakeApi({ appDefaults: true });
    const view = await renderApp('/virtual-tryon?tour=1', {
      status: 'signed-in',
      user: makeUser(),
    });
    await screen.findByTestId('try-on-studio', {}, SLOW);
    expect(await screen.findByTestId('tutorial-tooltip', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(view.location()?.search).toBe(''));
  });
});
