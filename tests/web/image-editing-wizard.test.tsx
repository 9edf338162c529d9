/**
 * Image editing's wizard in the app: the photo first; a prompt or a preset before generating;
 * presets that clash disabled; on the built-in engine a description it cannot follow stopped
 * before anything is sent (and what it understands named); the advanced settings shown as the
 * engine takes them; the request as the registry names it; the result compared first; the
 * background removed on the device, for free, and saved to the asset library.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import type { StudioEngineName } from '../../common/studios/studio-description';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { mediaClient } from '../../src/lib/workers/media-client';
import { makeUser } from '../fixtures/users';
import { makeAsset } from './factories/assets';
import { makeGeneration } from './factories/generations';
import { makeStudioCatalog } from './factories/studios';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const running = makeGeneration({
  service: 'image-editing',
  status: 'processing',
  phase: 'generating',
  category: null,
  result_url: null,
  result_thumbnail_url: null,
});
const done = {
  ...running,
  status: 'success',
  phase: null,
  result_url: `/media/generations/${running.id}/result?sig=x`,
  result_width: 600,
  result_height: 800,
} as Generation;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function routeServer(engine: StudioEngineName = { name: 'local', quality: 'preview' }) {
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/studios', () => makeStudioCatalog(engine))
    .on('POST', '/api/ai/image-editing', () => api.reply(202, { generation: running }))
    .on('GET', '/api/generations/:id', () => done)
    .on('POST', '/api/assets', () =>
      api.reply(
        201,
        makeAsset({ mime_type: 'image/png', original_name: 'background-removed.png' }),
      ),
    );
  return api;
}

async function openStudio() {
  await renderApp('/image-editing', { status: 'signed-in', user: makeUser() });
  await screen.findByTestId('edit-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function uploadPhoto() {
  const blob = new Blob([PNG], { type: 'image/png' });
  vi.spyOn(mediaClient, 'prepareUpload').mockResolvedValue({
    blob,
    type: 'image/png',
    width: 600,
    height: 800,
    original: { width: 600, height: 800, bytes: PNG.length },
    transformed: false,
  });
  click('tab-gallery');
  const input = await screen.findByTestId('drop-zone-input', {}, SLOW);
  fireEvent.change(input, {
    target: { files: [new File([PNG], 'shop.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(mediaClient.prepareUpload).toHaveBeenCalled(), SLOW);
  await screen.findByRole('img', { name: 'shop.png' }, SLOW);
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/ImageEditingPage');
  await i18n.loadNamespaces([
    'image-editing',
    'studio',
    'generation',
    'media',
    'tutorial',
    'mask-editor',
  ]);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('image editing wizard', () => {
  it('asks for the photo first, then for a description or a preset', async () => {
    routeServer();
    await openStudio();
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toBe(
      'Please upload your photo first.',
    );
    await uploadPhoto();
    click('wizard-continue');
    await screen.findByTestId('edit-describe', {}, SLOW);
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toBe(
      'Describe the edit or choose at least one preset before generating.',
    );
  });

  it('on the built-in engine: names what it understands, stops what it cannot do, strength only', async () => {
    const api = routeServer();
    await openStudio();
    await uploadPhoto();
    click('wizard-continue');
    await screen.findByTestId('edit-describe', {}, SLOW);

    type('edit-prompt', 'remove the background, brighten');
    expect(screen.getByTestId('edit-prompt-hint').textContent).toBe(
      'The built-in engine will apply: Remove background, Lighting correction.',
    );
    expect(screen.getByTestId('edit-prompt-counter').textContent).toBe('31/1000 characters');
    type('edit-prompt', 'Put her on a beach');
    expect(screen.getByTestId('edit-prompt-needs-hosted').textContent).toContain(
      'cannot make this edit',
    );
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toContain(
      'cannot follow this description',
    );
    expect(screen.getByTestId('edit-setting-strength')).toBeTruthy();
    expect(screen.queryByTestId('edit-setting-guidance_scale')).toBeNull();
    expect(api.calls('POST', '/api/ai/image-editing')).toHaveLength(0);
  });

  it('disables a preset that clashes with a chosen one, saying which', async () => {
    routeServer();
    await openStudio();
    await uploadPhoto();
    click('wizard-continue');
    await screen.findByTestId('edit-presets', {}, SLOW);
    click('preset-artistic_style');

    const enhance = screen.getByTestId('preset-enhance_quality') as HTMLButtonElement;
    expect(enhance.disabled).toBe(true);
    expect(enhance.textContent).toContain('Not with Artistic style');
    expect((screen.getByTestId('preset-remove_background') as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('sends the request as the registry names it, and opens the result on the comparison', async () => {
    const api = routeServer({ name: 'fal', quality: 'standard' });
    await openStudio();
    await uploadPhoto();
    click('wizard-continue');
    await screen.findByTestId('edit-describe', {}, SLOW);
    // A hosted engine follows any description and all three settings.
    type('edit-prompt', 'Make the wall behind her plain light grey');
    click('preset-remove_background');
    click('preset-lighting_correction');
    type('edit-setting-guidance_scale', '5');
    type('edit-setting-steps', '40');
    click('wizard-continue');
    await screen.findByTestId('review-photo', {}, SLOW);
    click('wizard-generate');

    await screen.findByTestId('edit-result', {}, SLOW);
    const [post] = api.calls('POST', '/api/ai/image-editing');
    const body = post!.body as FormData;
    expect(body.get('image')).toBeInstanceOf(Blob);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'image'))).toEqual({
      prompt: 'Make the wall behind her plain light grey',
      presets: 'lighting_correction,remove_background',
      strength: '0.85',
      guidance_scale: '5',
      steps: '40',
    });
    expect(await screen.findByRole('slider', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('edit-result-path').textContent).toBe(
      'Made by the hosted AI engine · 1 credit',
    );
  });

  it('removes the background on the device for free and saves it to my assets', async () => {
    const api = routeServer();
    const cutout = new Blob([PNG], { type: 'image/png' });
    vi.spyOn(mediaClient, 'canRemoveBackground').mockReturnValue(true);
    vi.spyOn(mediaClient, 'removeBackground').mockResolvedValue({
      blob: cutout,
      width: 600,
      height: 800,
    });
    await openStudio();
    await uploadPhoto();
    click('wizard-continue');
    click(
      await screen.findByTestId('edit-on-device-run', {}, SLOW).then((el) => el.dataset.testid!),
    );

    expect((await screen.findByTestId('edit-on-device-path', {}, SLOW)).textContent).toBe(
      'Made on this device · free, no credit used',
    );
    await waitFor(() =>
      expect(screen.getByTestId('edit-on-device-saved').textContent).toBe('Saved to my assets.'),
    );
    expect(mediaClient.removeBackground).toHaveBeenCalledTimes(1);
    expect(api.calls('POST', '/api/assets')).toHaveLength(1);
    expect(api.calls('POST', '/api/ai/image-editing')).toHaveLength(0);
  });

  it('says it in Vietnamese', async () => {
    routeServer();
    await i18n.changeLanguage('vi');
    await openStudio();
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toBe(
      'Vui lòng tải ảnh của bạn lên trước.',
    );
  });
});
