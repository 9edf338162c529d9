/**
 * /history with a video result (the image-to-video studio's): its card shows the poster with a
 * play badge, the viewer plays it, and its download is the clip as it is, with no picture
 * conversion (docs/product-rules.md#videos-in-the-app).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { listOf, makeDashboardStats, makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/HistoryRoute');
  await i18n.loadNamespaces(['history', 'generation', 'media']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('a video in history', () => {
  it('shows its poster with a play badge, plays in the viewer and downloads as it is', async () => {
    const clip = makeGeneration({
      service: 'image-to-video',
      category: null,
      result_type: 'video',
      result_poster_url: '/media/generations/clip/poster?sig=x',
      result_width: 720,
      result_height: 1280,
    });
    installFakeApi({ appDefaults: true })
      .on('GET', '/api/generations', () => listOf([clip]))
      .on('GET', '/api/dashboard', () => makeDashboardStats())
      .on('GET', '/media/*', (request) =>
        request.url.pathname.endsWith('/result')
          ? mediaResponse(new Uint8Array(64), 'video/mp4')
          : mediaResponse(),
      );
    await renderApp('/history', { status: 'signed-in', user: makeUser() });

    const card = await screen.findByTestId('generation-video', {}, SLOW);
    expect(await within(card).findByTestId('generation-video-poster', {}, SLOW)).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Play a preview of Image to video' }),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Open Image to video' }));
    const player = await screen.findByTestId('viewer-video', {}, SLOW);
    expect(player.hasAttribute('controls')).toBe(true);
    fireEvent.click(screen.getByTestId('viewer-download'));

    const dialog = await screen.findByTestId('download-dialog', {}, SLOW);
    expect(within(dialog).getByText('Download video')).toBeTruthy();
    expect(within(dialog).queryByTestId('download-format')).toBeNull();
  });
});
