import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DownloadDialog, type DownloadItem } from '../../src/components/media/DownloadDialog';
import type { ByteProgress } from '../../src/lib/api/download-blob';
import { i18n } from '../../src/lib/i18n/i18n';
import { mediaClient, type RenderStep } from '../../src/lib/workers/media-client';
import { loadTranslations, renderWithProviders } from './with-providers';

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** One file whose bytes arrive when the test says. */
function slowItem(name: string) {
  let report: (progress: ByteProgress) => void = () => {};
  const bytes = deferred<Blob>();
  const item: DownloadItem = {
    name,
    load: ({ onProgress }) => {
      report = onProgress;
      return bytes.promise;
    },
  };
  return { item, report: (progress: ByteProgress) => report(progress), finish: bytes.resolve };
}

/**
 * The media worker cannot paint in jsdom: its re-encode is played here step by step (the real one
 * is covered by tests/e2e/media.spec.ts).
 */
function stepByStepRender() {
  let step: (name: RenderStep) => void = () => {};
  const done = deferred<void>();
  vi.spyOn(mediaClient, 'renderDownload').mockImplementation(async (source, name, _o, hooks) => {
    step = (name) => hooks?.onStep?.(name);
    await done.promise;
    return { blob: source, fileName: `${name}.png`, width: 10, height: 10 };
  });
  return { step: (name: RenderStep) => step(name), finish: () => done.resolve() };
}

const progressValue = () =>
  screen.getByTestId('download-progress').querySelector('[role="progressbar"]');

beforeAll(() => loadTranslations(['media']));
beforeEach(() => {
  // The saved file: jsdom cannot follow a download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('download progress (docs/product-rules.md#uploads-and-downloads)', () => {
  it('shows the bytes of one file as they arrive, then its re-encode, in both languages', async () => {
    const file = slowItem('ao-dai');
    const render = stepByStepRender();
    renderWithProviders(<DownloadDialog open items={[file.item]} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('download-start'));

    await waitFor(() => expect(screen.getByTestId('download-progress')).toBeTruthy());
    file.report({ loaded: 512 * 1024, total: 1024 * 1024 });
    expect(await screen.findByText('Downloading ao-dai: 512 KB of 1 MB')).toBeTruthy();
    expect(progressValue()?.getAttribute('aria-valuenow')).toBe('35');

    await i18n.changeLanguage('vi');
    expect(await screen.findByText('Đang tải ao-dai: 512 KB / 1 MB')).toBeTruthy();
    await i18n.changeLanguage('en');

    file.finish(new Blob([new Uint8Array(8)], { type: 'image/png' }));
    await waitFor(() => expect(mediaClient.renderDownload).toHaveBeenCalled());
    render.step('decoded');
    expect(await screen.findByText('Converting ao-dai…')).toBeTruthy();
    expect(progressValue()?.getAttribute('aria-valuenow')).toBe('80');
    render.step('drawn');
    await waitFor(() => expect(progressValue()?.getAttribute('aria-valuenow')).toBe('90'));
    render.finish();
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
  });

  it('counts the files of a batch', async () => {
    const first = slowItem('one');
    const second = slowItem('two');
    const render = stepByStepRender();
    renderWithProviders(
      <DownloadDialog open items={[first.item, second.item]} onClose={() => {}} />,
    );
    fireEvent.click(await screen.findByTestId('download-start'));
    expect(await screen.findByText('Image 1 of 2')).toBeTruthy();
    first.finish(new Blob([new Uint8Array(4)]));
    await waitFor(() => expect(mediaClient.renderDownload).toHaveBeenCalledTimes(1));
    render.finish();
    expect(await screen.findByText('Image 2 of 2')).toBeTruthy();
    second.report({ loaded: 0, total: 100 });
    await waitFor(() => expect(progressValue()?.getAttribute('aria-valuenow')).toBe('50'));
  });
});

describe('download sizes follow the picture (docs/product-rules.md#uploads-and-downloads)', () => {
  const portrait: DownloadItem = {
    name: 'ao-dai',
    size: { width: 1365, height: 2048 },
    load: () => Promise.resolve(new Blob()),
  };
  const sizeSelect = () => screen.getByTestId('download-size') as HTMLSelectElement;
  const optionText = (value: string) =>
    Array.from(sizeSelect().options).find((option) => option.value === value)?.textContent;

  it('names the portrait output of every size for a portrait picture, and states it below', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<DownloadDialog open items={[portrait]} onClose={() => {}} />);
    await screen.findByTestId('download-size');
    expect(optionText('large')).toBe('Large (long edge 1920 px): 1080 × 1620 px');
    expect(optionText('small')).toBe('Small (long edge 800 px): 533 × 800 px');
    expect(screen.getByTestId('download-output-size').textContent).toBe(
      'The picture is saved at its own size, 1365 × 2048 px: it is never enlarged.',
    );
    fireEvent.change(sizeSelect(), { target: { value: 'medium' } });
    expect(screen.getByTestId('download-output-size').textContent).toBe(
      'The picture is saved at 720 × 1080 px, in its own shape.',
    );
  });

  it("says a batch keeps each picture's shape, in Vietnamese", async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <DownloadDialog open items={[portrait, { ...portrait, name: 'b' }]} onClose={() => {}} />,
    );
    await screen.findByTestId('download-size');
    expect(optionText('large')).toBe('Lớn (cạnh dài 1920 px)');
    fireEvent.change(sizeSelect(), { target: { value: 'large' } });
    expect(screen.getByTestId('download-output-size').textContent).toContain(
      'không bao giờ bị phóng to',
    );
  });
});
