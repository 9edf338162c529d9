/**
 * /virtual-tryon-legacy: the try-on studio as one plain page, every input at once and Generate,
 * on the wizard's lifecycle (its saved run is the wizard's), with "save to my assets".
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { tryOnSession } from '../../src/features/try-on/try-on-session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { makeAsset } from './factories/assets';
import { makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const done = makeGeneration({ finished_at: new Date().toISOString() });

function routeServer() {
  const api = installFakeApi({ appDefaults: true });
  api
    .on('POST', '/api/ai/virtual-tryon', () => api.reply(202, { generation: done }))
    .on('GET', '/api/generations/:id', () => done)
    .on('GET', '/media/*', () => mediaResponse())
    .on('POST', '/api/assets', () => api.reply(201, makeAsset({ original_name: 'try-on.png' })));
  return api;
}

const firstTile = (testId: string) => screen.getAllByTestId(testId)[0]!.querySelector('button')!;

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/TryOnLegacyPage');
  await i18n.loadNamespaces(['try-on', 'studio', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('the legacy try-on page', () => {
  it('shows every input at once, generates, and saves the result to the assets', async () => {
    const api = routeServer();
    const user = makeUser();
    await renderApp('/virtual-tryon-legacy', { status: 'signed-in', user });
    await screen.findByTestId('try-on-legacy', {}, SLOW);
    expect(screen.queryByTestId('screen-placeholder')).toBeNull();
    await screen.findByTestId('model-picker', {}, SLOW);
    expect(screen.getByTestId('garment-picker')).toBeTruthy();
    expect(screen.getByTestId('category-tops')).toBeTruthy();

    // The wizard's rule holds here too: no garment before a model.
    fireEvent.click(firstTile('sample-garment'));
    expect((await screen.findByTestId('wizard-validation')).textContent).toContain(
      'Please select a model first before choosing a garment',
    );
    fireEvent.click(firstTile('sample-model'));
    fireEvent.click(screen.getByTestId('garment-filter-dresses'));
    fireEvent.click(firstTile('sample-garment'));
    fireEvent.click(screen.getByTestId('wizard-generate'));

    expect(await screen.findByTestId('try-on-result-image', {}, SLOW)).toBeTruthy();
    const [post] = api.calls('POST', '/api/ai/virtual-tryon');
    expect((post!.body as FormData).get('category')).toBe('dresses');
    expect(await tryOnSession.load(user.id)).toMatchObject({ generationId: done.id });

    fireEvent.click(screen.getByTestId('result-save'));
    await waitFor(() => expect(screen.getByTestId('result-save').dataset.state).toBe('saved'));
    expect(api.calls('POST', '/api/assets')).toHaveLength(1);
  });

  it('shows the run the wizard left, since both keep the same one', async () => {
    routeServer();
    const user = makeUser();
    await tryOnSession.save({ owner: user.id, generationId: done.id, savedAt: Date.now() });
    await renderApp('/virtual-tryon-legacy', { status: 'signed-in', user });
    expect(await screen.findByTestId('try-on-result-image', {}, SLOW)).toBeTruthy();
    expect((screen.getByTestId('try-on-result-image') as HTMLImageElement).src).toContain(
      done.result_url!,
    );
  });
});
