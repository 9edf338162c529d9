import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StudioDescription } from '../../common/contracts/studios';
import type { StudioEngineName } from '../../common/studios/studio-description';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { makeDashboardStats, makeGeneration } from './factories/generations';
import { makeStudioCatalog } from './factories/studios';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const running = makeGeneration({
  status: 'processing',
  phase: 'generating',
  result_url: null,
  result_thumbnail_url: null,
});

/** A server whose try-on runs on `engine` with `measured` as its measured wait, and never ends. */
function routeServer(
  engine: StudioEngineName,
  measured: Pick<StudioDescription, 'median_seconds' | 'median_runs'>,
) {
  const catalog = makeStudioCatalog(engine);
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/studios', () => ({
      studios: catalog.studios.map((studio) =>
        studio.service === 'virtual-tryon' ? { ...studio, ...measured } : studio,
      ),
    }))
    .on('GET', '/api/dashboard', () => makeDashboardStats({ credits: 5 }))
    .on('POST', '/api/ai/virtual-tryon', () => api.reply(202, { generation: running }))
    .on('GET', '/api/generations/:id', () => running);
}

const firstTile = (testId: string) => screen.getAllByTestId(testId)[0]!.querySelector('button')!;

/** Opens the try-on, chooses a sample model and garment, generates: the progress view shows. */
async function generate() {
  await renderApp('/virtual-tryon', { status: 'signed-in', user: makeUser() });
  await screen.findByTestId('try-on-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
  await screen.findAllByTestId('sample-model', {}, SLOW);
  fireEvent.click(firstTile('sample-model'));
  fireEvent.click(screen.getByTestId('wizard-continue'));
  await screen.findAllByTestId('sample-garment', {}, SLOW);
  fireEvent.click(firstTile('sample-garment'));
  fireEvent.click(screen.getByTestId('wizard-continue'));
  await screen.findByTestId('review-garment', {}, SLOW);
  fireEvent.click(screen.getByTestId('wizard-generate'));
  return screen.findByTestId('generation-progress', {}, SLOW);
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/TryOnPage');
  await i18n.loadNamespaces(['try-on', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

const LOCAL = { name: 'local', quality: 'preview' } as const;
const HOSTED = { name: 'fal', quality: 'standard' } as const;

describe('the progress view announces the wait measured on this server (docs/studios.md)', () => {
  it('says the median of the latest runs on the engine that runs', async () => {
    routeServer(LOCAL, { median_seconds: 1.2, median_runs: 12 });
    const progress = await generate();
    await waitFor(() =>
      expect(progress.textContent).toContain(
        'Usually about 1 second here: the median of the last 12 runs on this engine.',
      ),
    );
    expect(progress.textContent).not.toContain('30 to 45 seconds');
  });

  it('says it in Vietnamese, in minutes for a long wait', async () => {
    await i18n.changeLanguage('vi');
    routeServer(HOSTED, { median_seconds: 150, median_runs: 40 });
    const progress = await generate();
    await waitFor(() =>
      expect(progress.textContent).toContain(
        'Thường mất khoảng 3 phút ở đây: trung vị của 40 lần chạy gần nhất trên công cụ này.',
      ),
    );
  });

  it('says "a few seconds" on the built-in engine before anything is measured', async () => {
    routeServer(LOCAL, { median_seconds: null, median_runs: 0 });
    const progress = await generate();
    await waitFor(() =>
      expect(progress.textContent).toContain('Usually a few seconds on the built-in engine'),
    );
  });

  it("keeps the studio's own estimate for a hosted engine before anything is measured", async () => {
    routeServer(HOSTED, { median_seconds: null, median_runs: 0 });
    const progress = await generate();
    await waitFor(() => expect(progress.textContent).toContain('30 to 45 seconds'));
  });
});
