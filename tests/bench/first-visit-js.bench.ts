/**
 * Bytes of JavaScript a first visit to a page downloads, gzip-compressed as a CDN or the
 * server would send it (the goal: under 150 KB, no studio-only code;
 * docs/architecture.md#performance-goals).
 */
import { gzipSync } from 'node:zlib';
import type { Figure } from './harness';
import { launchChromium, type ServedApp } from './harness';

const STUDIO_ONLY = /konva|firebase|mask-editor|media\.worker/i;
/** recharts' own class name: in the admin charts' code only (docs/admin.md#the-screens). */
const ADMIN_CHARTS_CODE = 'recharts-wrapper';

export async function firstVisitJs(app: ServedApp): Promise<Figure[]> {
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    for (const path of ['/', '/about']) {
      const page = await browser.newPage({ serviceWorkers: 'block' });
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.set(response.url(), response.body());
      });
      await page.goto(app.origin + path, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts.values());
      const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      const studioOnly = [...scripts.keys()].filter((url) => STUDIO_ONLY.test(url));
      const adminCharts = bodies.filter((body) => body.includes(ADMIN_CHARTS_CODE));
      figures.push({
        name: `JS on first visit to ${path} (${scripts.size} files, gzip)`,
        value: Math.round(gzipBytes / 1024),
        unit: 'KB',
        goal: { op: '<', value: 150 },
      });
      figures.push({
        name: `studio-only files loaded by ${path}`,
        value: studioOnly.length,
        unit: 'files',
        goal: { op: '<', value: 1 },
      });
      figures.push({
        name: `admin chart files loaded by ${path}`,
        value: adminCharts.length,
        unit: 'files',
        goal: { op: '<', value: 1 },
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
