/**
 * `npm run bench`: builds the PWA if needed, serves it, runs every benchmark and prints the
 * figures with the goals the issues set. Speed is measured here, never in timed tests.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { firstVisitJs } from './first-visit-js.bench';
import { printFigures, serveApp } from './harness';
import { maskEditor } from './mask-editor.bench';
import { uploadResize } from './upload-resize.bench';

const staticDir = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(`${staticDir}/index.html`))
  execSync(`npx vite build --outDir ${staticDir}`, { stdio: 'inherit' });

const app = await serveApp(Number(process.env.BENCH_PORT ?? 4390));
try {
  printFigures('First visit: JavaScript downloaded', await firstVisitJs(app));
  printFigures('Upload resize: 12 MP JPEG to 2048 px', await uploadResize(app));
  printFigures('Mask editor: 2048x2048 image, 200 strokes', await maskEditor(app));
} finally {
  await app.stop();
}
