/**
 * Takes the manifest's screenshots (public/screenshots) from the running app, so the install
 * dialog shows the real product. Usage: start the app, then
 * `node --import tsx scripts/make-screenshots.ts [http://127.0.0.1:8080]`.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/chromium';

const origin = process.argv[2] ?? 'http://127.0.0.1:8080';
const OUT = new URL('../public/screenshots/', import.meta.url);

const SHOTS = [
  { file: 'wide-1280x800.png', path: '/', viewport: { width: 1280, height: 800 }, scale: 1 },
  { file: 'narrow-750x1334.png', path: '/', viewport: { width: 375, height: 667 }, scale: 2 },
] as const;

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      locale: 'vi-VN',
    });
    await page.goto(origin + shot.path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: new URL(shot.file, OUT).pathname });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Screenshots written to ${OUT.pathname}`);
