import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { matchesFilters } from '../../src/features/history/history-cache';
import { i18n } from '../../src/lib/i18n/i18n';
import enGeneration from '../../src/locales/en/generation.json' with { type: 'json' };
import { makeUser } from '../fixtures/users';
import { listOf, makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi, type FakeApi, type Handler } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The history's API: GET /api/generations answers as the test says; pictures load. */
function routeHistory(list: Handler) {
  const api = installFakeApi({ appDefaults: true });
  api.on('GET', '/api/generations', list).on('GET', '/media/*', () => mediaResponse());
  return api;
}

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const listQueries = (api: FakeApi) =>
  api.calls('GET', '/api/generations').map(({ url }) => url.searchParams);

async function openHistory(path = '/history', user = makeUser()) {
  await renderApp(path, { status: 'signed-in', user });
  return user;
}

beforeAll(async () => {
  // The app restores the session once per page load: do it now (a guest), so it does not sign
  // out a test's session midway.
  await restoreSession();
  // Warm the lazy page and its copy, so no test spends its time budget compiling them.
  await import('../../src/app/pages/HistoryRoute');
  await i18n.loadNamespaces(['history', 'generation']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('history filters (Completed, Processing, Failed: docs/product-rules.md#history-actions)', () => {
  const of = (status: Generation['status']) => makeGeneration({ status });

  it('map onto the statuses', () => {
    expect(matchesFilters(of('success'), { status: 'completed' })).toBe(true);
    expect(matchesFilters(of('queued'), { status: 'processing' })).toBe(true);
    expect(matchesFilters(of('processing'), { status: 'processing' })).toBe(true);
    expect(matchesFilters(of('failed'), { status: 'failed' })).toBe(true);
    expect(matchesFilters(of('failed'), { status: 'completed' })).toBe(false);
    expect(matchesFilters(of('success'), { service: 'image-editing' })).toBe(false);
    expect(matchesFilters(of('success'), {})).toBe(true);
  });

  it('ask the server for the chosen status and service, and keep them in the address', async () => {
    const api = routeHistory(() => listOf([]));
    await openHistory();
    expect(await screen.findByTestId('history-empty', {}, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByTestId('status-filter-failed'));
    await waitFor(() => expect(listQueries(api).at(-1)?.get('status')).toBe('failed'));
    fireEvent.change(screen.getByTestId('service-filter'), { target: { value: 'image-editing' } });
    await waitFor(() => expect(listQueries(api).at(-1)?.get('service')).toBe('image-editing'));
    expect(listQueries(api).at(-1)?.get('status')).toBe('failed');
    expect(await screen.findByText('Nothing matches these filters', {}, SLOW)).toBeTruthy();
  });

  it('open with the filters of the address', async () => {
    const api = routeHistory(() => listOf([]));
    await openHistory('/history?status=processing&service=virtual-tryon');
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(0), SLOW);
    const query = listQueries(api)[0]!;
    expect(query.get('status')).toBe('processing');
    expect(query.get('service')).toBe('virtual-tryon');
    expect(screen.getByTestId('status-filter-processing').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('history list', () => {
  it('shows status badges, processing time, engine and the localised error', async () => {
    const done = makeGeneration({ processing_ms: 12_300 });
    const failed = makeGeneration({
      status: 'failed',
      error_code: 'no_person_detected',
      result_url: null,
    });
    routeHistory(() => listOf([failed, done]));
    await openHistory();

    const cards = await screen.findAllByTestId('generation-card', {}, SLOW);
    expect(cards).toHaveLength(2);
    const doneCard = cards.find((card) => card.dataset.generationId === done.id)!;
    expect(within(doneCard).getByText('Completed')).toBeTruthy();
    expect(within(doneCard).getByText('12.3 s')).toBeTruthy();
    expect(within(doneCard).getByText('Built-in engine')).toBeTruthy();
    expect(within(doneCard).getByText('Preview quality')).toBeTruthy();
    const failedCard = cards.find((card) => card.dataset.generationId === failed.id)!;
    expect(within(failedCard).getByText('Failed')).toBeTruthy();
    expect(within(failedCard).getByText(enGeneration.errors.no_person_detected)).toBeTruthy();
  });

  it("says 'Failed to load generations' with a Retry that asks again", async () => {
    const api = routeHistory(() => api.reply(500, { code: 'internal_error', message: 'boom' }));
    await openHistory();
    expect(await screen.findByText('Failed to load generations', {}, SLOW)).toBeTruthy();
    const calls = listQueries(api).length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(calls), SLOW);
  });

  it('opens offline from the copy kept on the device, with a note', async () => {
    const user = makeUser();
    const kept = makeGeneration();
    const api = routeHistory(() => listOf([kept]));
    const first = await renderApp('/history', { status: 'signed-in', user });
    expect(await screen.findByTestId('generation-card', {}, SLOW)).toBeTruthy();
    first.unmount();

    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    api.on('GET', '/api/generations', offline).on('GET', '/api/dashboard', offline);
    await renderApp('/history', { status: 'signed-in', user });
    expect(await screen.findByTestId('history-offline', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Offline: showing the copies saved on this device.')).toBeTruthy();
    // The pictures kept beside it are checked in Chromium (tests/e2e/try-on.spec.ts): jsdom's
    // Blobs do not survive fake-indexeddb.
    expect(screen.getByTestId('generation-card').dataset.generationId).toBe(kept.id);
  });

  it('asks with the cost before a regeneration, and Cancel sends nothing', async () => {
    const done = makeGeneration({ service: 'virtual-tryon' });
    const api = routeHistory(() => listOf([done]));
    await openHistory();
    fireEvent.click(await screen.findByTestId('history-regenerate', {}, SLOW));
    const dialog = await screen.findByTestId('regenerate-dialog', {}, SLOW);
    expect(
      within(dialog).getByText('The same photos and settings are sent again: this costs 1 credit.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('regenerate-dialog')).toBeNull(), SLOW);
    expect(api.calls('POST')).toEqual([]);
  });

  it("starts a regeneration with an Idempotency-Key and says 'Regeneration started'", async () => {
    const done = makeGeneration();
    const again = makeGeneration({
      status: 'queued',
      result_url: null,
      result_thumbnail_url: null,
    });
    const api = routeHistory(() => listOf([done]));
    api.on('POST', '/api/generations/:id/regenerate', () => api.reply(202, { generation: again }));
    await openHistory();
    fireEvent.click(await screen.findByTestId('history-regenerate', {}, SLOW));
    fireEvent.click(await screen.findByTestId('regenerate-confirm', {}, SLOW));
    expect(await screen.findByText('Regeneration started', {}, SLOW)).toBeTruthy();
    const [post, ...more] = api.calls('POST');
    expect(more).toEqual([]);
    expect(post!.url.pathname).toBe(`/api/generations/${done.id}/regenerate`);
    expect(post!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getAllByTestId('generation-card')).toHaveLength(2), SLOW);
  });

  it('deletes only after the confirmation', async () => {
    const done = makeGeneration();
    const api = routeHistory(() => listOf([done]));
    api.on('DELETE', '/api/generations/:id', () => undefined);
    await openHistory();
    fireEvent.click(await screen.findByTestId('history-delete', {}, SLOW));
    expect(await screen.findByTestId('delete-dialog', {}, SLOW)).toBeTruthy();
    expect(api.calls('DELETE')).toEqual([]);
    fireEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByText('Generation deleted', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('generation-card')).toBeNull(), SLOW);
  });
});

describe('a batch try-on in the history', () => {
  it('shows its looks together under one heading, apart from single results', async () => {
    const batchId = '00000000-0000-4000-8000-00000000b0b0';
    const looks = [1, 2, 3].map(() => makeGeneration({ status: 'success', batch_id: batchId }));
    const single = makeGeneration({ status: 'success', batch_id: null });
    routeHistory(() => listOf([...looks, single]));
    await openHistory();

    const group = await screen.findByTestId('history-batch', {}, SLOW);
    expect(group.dataset.count).toBe('3');
    expect(within(group).getByText('Batch try-on · 3 looks')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('generation-card')).toHaveLength(4), SLOW);
    expect(within(group).getAllByTestId('generation-card')).toHaveLength(3);
  });
});
