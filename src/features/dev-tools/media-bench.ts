/**
 * The upload benchmark (docs/architecture.md#performance-goals), run in the browser: resize a
 * 12-megapixel JPEG to 2048 px with the media worker and with browser-image-compression (our
 * main-thread fallback), several times each, and watch the main thread's long tasks while the
 * worker path runs.
 */
import { mediaClient } from '../../lib/workers/media-client';
import { prepareUploadOnMainThread } from '../../lib/workers/main-thread-media';

export interface MediaBenchResult {
  runs: number;
  workerMs: number[];
  compressionMs: number[];
  /** Longest main-thread task (PerformanceObserver 'longtask') during the worker runs; 0 = none over 50 ms. */
  longestTaskDuringWorkerMs: number;
  output: { width: number; height: number; bytes: number };
}

/** A 4000x3000 photo-like JPEG (gradients plus noise, so the encoder has real work). */
async function twelveMegapixelJpeg(): Promise<Blob> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, '#381c70');
  gradient.addColorStop(0.5, '#f0645a');
  gradient.addColorStop(1, '#ebe0ff');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4000, 3000);
  const noise = context.createImageData(4000, 300);
  for (let i = 0; i < noise.data.length; i++) noise.data[i] = (i * 2654435761) % 251;
  for (let y = 0; y < 3000; y += 600) context.putImageData(noise, 0, y);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

export async function runMediaBench(runs = 5): Promise<MediaBenchResult> {
  const source = await twelveMegapixelJpeg();
  const workerMs: number[] = [];
  const compressionMs: number[] = [];
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  let output = { width: 0, height: 0, bytes: 0 };
  await mediaClient.prepareUpload(source); // warm the worker up: its start is not the resize
  for (let run = 0; run < runs; run++) {
    observer.observe({ type: 'longtask', buffered: false });
    const [ms, prepared] = await timed(() => mediaClient.prepareUpload(source));
    observer.disconnect();
    workerMs.push(ms);
    output = { width: prepared.width, height: prepared.height, bytes: prepared.blob.size };
    compressionMs.push((await timed(() => prepareUploadOnMainThread(source)))[0]);
  }
  return { runs, workerMs, compressionMs, longestTaskDuringWorkerMs: longest, output };
}
