/**
 * `npm run bench`: builds the PWA if needed, serves it, runs every benchmark and prints the
 * figures with their goals (docs/architecture.md#performance-goals). Speed is measured here, never
 * in timed tests.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { editingPresets } from './editing-presets.bench';
import { firstVisitJs } from './first-visit-js.bench';
import { generationQueue } from './generation-queue.bench';
import { type Figure, printFigures, serveApp } from './harness';
import { lighthouseScores } from './lighthouse.bench';
import { maskEditor } from './mask-editor.bench';
import { offlineHistory } from './offline-history.bench';
import { publicApiOverhead } from './public-api.bench';
import { sessionCheck } from './session-check.bench';
import { storageServing } from './storage.bench';
import { localBody, localHair } from './studios.bench';
import { localTryOn } from './tryon-local.bench';
import { tryOnPhotos } from './tryon-photos.bench';
import { uploadResize } from './upload-resize.bench';
import { uploadFlood } from './uploads.bench';
import { localVideo } from './video-local.bench';

const staticDir = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(`${staticDir}/index.html`))
  execSync(`npx vite build --outDir ${staticDir}`, { stdio: 'inherit' });

/** `npm run bench -- upload mask` runs only the benchmarks whose title has one of the words. */
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const wanted = (title: string) =>
  only.length === 0 || only.some((word) => title.toLowerCase().includes(word));

const app = await serveApp(Number(process.env.BENCH_PORT ?? 4390));
try {
  const benches: [string, () => Promise<Figure[]>][] = [
    ['First visit: JavaScript downloaded', () => firstVisitJs(app)],
    ['Upload resize: 12 MP JPEG to 2048 px', () => uploadResize(app)],
    ['Mask editor: 2048x2048 image, 200 strokes', () => maskEditor(app)],
    ['Lighthouse: mobile and desktop, median of 3 runs', () => lighthouseScores(app)],
    ['Generation queue: in-process app on PGlite, 20 in flight', () => generationQueue()],
    ['Local try-on: 2048 px model + garment, 1 and 2 workers', () => localTryOn()],
    ['Local try-on on real photos: the photo check, then the engine checks', () => tryOnPhotos()],
    ['Offline history: /history with 200 items, no network', () => offlineHistory(app)],
    ['Session check: cost per authenticated request, in-process app', () => sessionCheck()],
    ['Public API: API token vs session on one route, in-process app', () => publicApiOverhead()],
    ['Local studios: body generator at 2048 px', () => localBody()],
    ['Local studios: hairstyle changer on a 2048 px portrait', () => localHair()],
    [
      'Local studios: image to video, 5 s at 480p and 1080p, beside bare ffmpeg',
      () => localVideo(),
    ],
    ['Local studios: image editing presets at 2048 px, beside bare sharp', () => editingPresets()],
    [
      'Storage: a 2 MB media file from local disk, S3 through the app, S3 by redirect',
      () => storageServing(),
    ],
    [
      'Server under uploads: entry script p99 while 24 large rotated JPEGs upload from 3 accounts',
      () => uploadFlood(app, staticDir),
    ],
  ];
  for (const [title, run] of benches) if (wanted(title)) printFigures(title, await run());
} finally {
  await app.stop();
}
