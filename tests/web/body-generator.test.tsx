/**
 * The body generator's wizard in the app: every parameter needed before going on ('Please
 * enter all body parameters before generating.'), ranges checked as typed, the BMI live with
 * its WHO and Asian categories, the request it sends, and a result saved as a body model.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { generationsApi } from '../../src/lib/api/generations';
import { mediaClient } from '../../src/lib/workers/media-client';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { makeAsset, makeBodyModel } from './factories/assets';
import { makeGeneration } from './factories/generations';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const running = makeGeneration({
  service: 'body-generator',
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
} as Generation;

const asset = makeAsset({ mime_type: 'image/png', original_name: 'body-model.jpg' });

function routeServer() {
  const api = installFakeApi({ appDefaults: true });
  api
    .on('POST', '/api/ai/body-generator', () => api.reply(202, { generation: running }))
    .on('GET', '/api/generations/:id', () => done)
    .on('POST', '/api/assets', () => api.reply(201, asset))
    .on('POST', '/api/body-models', () =>
      api.reply(201, makeBodyModel({ asset, generation_id: done.id, params: {} })),
    );
  return api;
}

async function openStudio() {
  await renderApp('/body-generator', { status: 'signed-in', user: makeUser() });
  await screen.findByTestId('body-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function enterBody() {
  click('gender-female');
  type('field-height', '165');
  type('field-weight', '58');
  type('field-age', '29');
  click('body-type-curvy');
  click('skin-tone-05');
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/BodyGeneratorPage');
  await i18n.loadNamespaces(['body-generator', 'studio', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('body generator wizard', () => {
  it('asks for every parameter before going on, naming what is missing', async () => {
    routeServer();
    await openStudio();
    click('gender-male');
    type('field-height', '180');
    click('wizard-continue');

    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toBe(
      'Please enter all body parameters before generating.',
    );
    expect(screen.getByTestId('body-studio').dataset.step).toBe('parameters');
    expect(screen.getByTestId('error-weight').textContent).toBe('Enter a value.');
    expect(screen.queryByTestId('error-height')).toBeNull();
  });

  it('checks each number against its range as it is typed', async () => {
    routeServer();
    await openStudio();
    type('field-height', '230');
    type('field-weight', 'heavy');
    type('field-age', '30.5');

    expect(screen.getByTestId('error-height').textContent).toBe('Must be from 140 to 210 cm.');
    expect(screen.getByTestId('error-weight').textContent).toContain('Enter a number');
    expect(screen.getByTestId('error-age').textContent).toBe('Enter whole years.');
  });

  it('shows the BMI live with its WHO category and the Asian cut-offs', async () => {
    routeServer();
    await openStudio();
    const panel = screen.getByTestId('bmi-panel');
    expect(panel.textContent).toContain('Enter the height and weight');

    type('field-height', '165');
    type('field-weight', '58');
    expect(within(panel).getByTestId('bmi-value').textContent).toBe('21.3');
    expect(within(panel).getByTestId('bmi-who').textContent).toBe('Normal');
    expect(within(panel).getByTestId('bmi-asian').textContent).toBe('Normal');

    type('field-weight', '66,5');
    expect(within(panel).getByTestId('bmi-value').textContent).toBe('24.4');
    expect(within(panel).getByTestId('bmi-who').textContent).toBe('Normal');
    expect(within(panel).getByTestId('bmi-asian').textContent).toBe('Overweight');
    expect(panel.textContent).toContain('not medical advice');
  });

  it('sends the body as the registry names it, and saves the result as a body model', async () => {
    const api = routeServer();
    await openStudio();
    enterBody();
    click('wizard-continue');
    await screen.findByTestId('face-choice', {}, SLOW);
    expect(screen.getByTestId('aspect-9x16').textContent).toBe('9:16 story');
    click('aspect-9x16');
    type('field-prompt', 'in a linen suit');
    expect(screen.getByTestId('prompt-counter').textContent).toBe('15 / 500');
    click('wizard-continue');
    await screen.findByTestId('body-review', {}, SLOW);
    click('wizard-generate');

    expect(await screen.findByTestId('body-result', {}, SLOW)).toBeTruthy();
    const [post] = api.calls('POST', '/api/ai/body-generator');
    expect(Object.fromEntries((post!.body as FormData).entries())).toEqual({
      gender: 'female',
      height_cm: '165',
      weight_kg: '58',
      age: '29',
      body_type: 'curvy',
      skin_tone: 'tone-05',
      aspect_ratio: '9:16',
      prompt: 'in a linen suit',
    });

    // jsdom's Blob has no stream(): the download's progress reading is the dialog's concern.
    vi.spyOn(generationsApi, 'download').mockResolvedValue(
      new Blob(['png'], { type: 'image/png' }),
    );
    click('body-model-save');
    expect(await screen.findByTestId('body-model-try-on', {}, SLOW)).toBeTruthy();
    expect(api.calls('POST', '/api/assets')).toHaveLength(1);
    const [marked] = api.calls('POST', '/api/body-models');
    expect(marked!.body).toEqual({
      asset_id: asset.id,
      generation_id: done.id,
    });
  });

  it('says it in Vietnamese', async () => {
    routeServer();
    await i18n.changeLanguage('vi');
    await openStudio();
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toBe(
      'Vui lòng nhập đầy đủ các thông số cơ thể trước khi tạo.',
    );
  });

  it('says that the face photo failed when its upload fails, in both languages', async () => {
    routeServer();
    vi.spyOn(mediaClient, 'prepareUpload').mockRejectedValue(new Error('decode failed'));
    await openStudio();
    enterBody();
    click('wizard-continue');
    await screen.findByTestId('face-choice', {}, SLOW);
    const upload = async () =>
      fireEvent.change(await screen.findByTestId('drop-zone-input', {}, SLOW), {
        target: { files: [new File(['x'], 'face.png', { type: 'image/png' })] },
      });
    await upload();
    expect(await screen.findByText('Face photo upload failed', {}, SLOW)).toBeTruthy();
    await i18n.changeLanguage('vi');
    await upload();
    expect(await screen.findByText('Tải ảnh khuôn mặt thất bại', {}, SLOW)).toBeTruthy();
  });
});
