/**
 * Upload resize of a 12-megapixel JPEG to 2048 px in real Chromium: the media worker against
 * browser-image-compression doing the same job in the same run, and the longest main-thread
 * task while the worker works (docs/architecture.md#performance-goals).
 */
import type { Figure, ServedApp } from './harness';
import { launchChromium, median } from './harness';

interface MediaBenchResult {
  workerMs: number[];
  compressionMs: number[];
  longestTaskDuringWorkerMs: number;
  output: { width: number; height: number; bytes: number };
}

export async function uploadResize(app: ServedApp): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await page.goto(`${app.origin}/test`);
    await page.getByTestId('media-bench-run').click();
    const text = await page.getByTestId('media-bench-result').textContent({ timeout: 180_000 });
    const result = JSON.parse(text ?? '{}') as MediaBenchResult;
    const worker = median(result.workerMs);
    const compression = median(result.compressionMs);
    return [
      {
        name: `media worker, median of ${result.workerMs.length} (-> ${result.output.width}x${result.output.height}, ${Math.round(result.output.bytes / 1024)} KB)`,
        value: worker,
        unit: 'ms',
      },
      { name: 'browser-image-compression, same job, median', value: compression, unit: 'ms' },
      {
        name: 'speed-up of the worker over browser-image-compression',
        value: compression / worker,
        unit: 'x',
        goal: { op: '>=', value: 2 },
      },
      {
        name: 'longest main-thread task during the worker resize',
        value: result.longestTaskDuringWorkerMs,
        unit: 'ms',
        goal: { op: '<', value: 50 },
      },
    ];
  } finally {
    await browser.close();
  }
}
