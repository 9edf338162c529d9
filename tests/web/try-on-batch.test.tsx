/**
 * Batch try-on in the try-on studio (docs/studios.md "Batch try-on"): offered on the generate
 * step only to plans with batch, shown as an upgrade with the way to /pricing otherwise; the
 * request lists the wizard's picks and the extras, and each look is followed to its result.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { makeDashboardStats, makeGeneration } from './factories/generations';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const BATCH_ID = '00000000-0000-4000-8000-00000000b001';
const queued = (n: number) =>
  makeGeneration({
    id: `00000000-0000-4000-8000-0000000000a${n}`,
    status: 'queued',
    phase: null,
    result_url: null,
    result_thumbnail_url: null,
    batch_id: BATCH_ID,
  });
const finished = (generation: Generation): Generation => ({
  ...generation,
  status: 'success',
  result_url: `/media/generations/${generation.id}/result?sig=x`,
  result_thumbnail_url: `/media/generations/${generation.id}/thumbnail?sig=x`,
});

function routeServer() {
  const outputs = [queued(1), queued(2)];
  let credits = 5;
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/dashboard', () => makeDashboardStats({ credits }))
    .on('POST', '/api/ai/virtual-tryon', () => {
      credits -= outputs.length;
      return api.reply(202, { batch_id: BATCH_ID, generations: outputs });
    })
    .on('GET', '/api/generations/:id', ({ params }) =>
      finished(outputs.find((output) => output.id === params.id)!),
    );
  return api;
}

const firstTile = (testId: string, index = 0) =>
  screen.getAllByTestId(testId)[index]!.querySelector('button')!;

async function toTheGenerateStep(user = makeUser()) {
  await renderApp('/virtual-tryon', { status: 'signed-in', user });
  await screen.findByTestId('try-on-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
  await screen.findAllByTestId('sample-model', {}, SLOW);
  fireEvent.click(firstTile('sample-model'));
  fireEvent.click(screen.getByTestId('wizard-continue'));
  await screen.findByTestId('garment-picker', {}, SLOW);
  fireEvent.click(firstTile('sample-garment'));
  fireEvent.click(screen.getByTestId('wizard-continue'));
  await screen.findByTestId('review-garment', {}, SLOW);
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/TryOnPage');
  await i18n.loadNamespaces(['try-on', 'generation', 'media', 'tutorial', 'history']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('batch try-on in the studio', () => {
  it('is an upgrade with a link to the plans on the free trial', async () => {
    routeServer();
    await toTheGenerateStep(makeUser({ plan_id: 'free_trial' }));

    const offer = await screen.findByTestId('batch-upgrade', {}, SLOW);
    expect(offer.textContent).toContain('Starter plan and above');
    expect(screen.getByTestId('batch-see-plans').getAttribute('href')).toBe('/pricing');
    expect(screen.queryByTestId('batch-maker')).toBeNull();
  });

  it('says the offer in Vietnamese', async () => {
    routeServer();
    await i18n.changeLanguage('vi');
    await toTheGenerateStep(makeUser({ plan_id: 'basic' }));

    const offer = await screen.findByTestId('batch-upgrade', {}, SLOW);
    expect(offer.textContent).toContain('Thử đồ hàng loạt');
    expect(screen.getByTestId('batch-see-plans').textContent).toBe('Xem các gói');
  });

  it('sends the picks and the extras as one batch on a plan with it, and shows each look', async () => {
    const api = routeServer();
    await toTheGenerateStep(makeUser({ plan_id: 'starter' }));
    await screen.findByTestId('batch-maker', {}, SLOW);
    expect(screen.getByTestId('batch-generate')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('batch-add'));
    await screen.findAllByTestId('sample-model', {}, SLOW);
    fireEvent.click(firstTile('sample-model', 1));
    await screen.findByTestId('batch-extras', {}, SLOW);
    const generate = screen.getByTestId('batch-generate');
    expect(generate.textContent).toContain('Generate 2 looks');
    fireEvent.click(generate);

    await waitFor(() => expect(api.calls('POST', '/api/ai/virtual-tryon')).toHaveLength(1));
    const [post] = api.calls('POST', '/api/ai/virtual-tryon');
    const body = post!.body as { category: string; models: unknown[]; garments: unknown[] };
    expect(body.models).toHaveLength(2);
    expect(body.models[0]).not.toEqual(body.models[1]);
    expect(body.garments).toEqual([{ sample_id: expect.stringMatching(/^garment-/) }]);
    expect(post!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(
      () => expect(screen.getByTestId('batch-progress').textContent).toBe('2 of 2 looks ready'),
      SLOW,
    );
    expect(screen.getAllByTestId('batch-output').map((output) => output.dataset.status)).toEqual([
      'success',
      'success',
    ]);
    // The rail's balance is read again once the batch is charged.
    await waitFor(
      () => expect(screen.getByTestId('rail-balance').textContent).toContain('3'),
      SLOW,
    );
  });
});
