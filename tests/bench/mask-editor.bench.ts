/**
 * The mask editor on a 2048 × 2048 image with 200 strokes, in real Chromium
 * (docs/architecture.md#performance-goals): memory held by the undo history, time of one undo, and
 * time from a pointer event to the stroke on screen. Strokes are real mouse input (CDP), so the
 * latency includes the browser's own input handling, not just the editor's.
 */
import type { Page } from 'playwright-core';
import type { Figure, ServedApp } from './harness';
import { launchChromium, median } from './harness';

const SIZE = 2048;
const STROKES = 200;
const UNDOS = 20;
const MOVES_PER_STROKE = 6;
const MB = 1024 * 1024;

/** A deterministic pseudo-random source (mulberry32), so every run draws the same strokes. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * In the page: for each pointer move with the button down over unpainted mask, the time from
 * the event to the first animation frame in which the mask layer shows paint under it. The
 * capture listener reads the pixel before the editor sees the event; the bubble listener's
 * frame callback runs after Konva's (registered while the editor handled the event).
 */
function installLatencyProbe(): void {
  const stage = document.querySelector('[data-testid=mask-stage]')!;
  const maskCanvas = stage.querySelectorAll('canvas')[1]!;
  const context = maskCanvas.getContext('2d')!;
  const latencies: number[] = [];
  Object.assign(window, { maskLatencies: latencies });
  const alphaAt = (x: number, y: number) => {
    const box = maskCanvas.getBoundingClientRect();
    const ratio = maskCanvas.width / box.width;
    const px = Math.floor((x - box.left) * ratio);
    const py = Math.floor((y - box.top) * ratio);
    return context.getImageData(px, py, 1, 1).data[3]!;
  };
  let fresh = false;
  window.addEventListener(
    'pointermove',
    (e) => (fresh = (e.buttons & 1) === 1 && alphaAt(e.clientX, e.clientY) === 0),
    true,
  );
  window.addEventListener('pointermove', (event) => {
    if (!fresh) return;
    const check = (frame: number) => () => {
      if (alphaAt(event.clientX, event.clientY) > 0)
        latencies.push(performance.now() - event.timeStamp);
      else if (frame < 10) requestAnimationFrame(check(frame + 1));
    };
    requestAnimationFrame(check(0));
  });
}

/** In the page: milliseconds from pressing Undo until the frame that shows its result. */
function timeUndo(): Promise<number> {
  const editor = document.querySelector<HTMLElement>('[data-testid=mask-editor]')!;
  const undo = document.querySelector<HTMLButtonElement>('[data-testid=mask-undo]')!;
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = false;
    const observer = new MutationObserver(() => {
      if (editor.dataset.busy === 'true') sent = true;
      if (!sent || editor.dataset.busy !== 'false') return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(editor, { attributes: true, attributeFilter: ['data-busy'] });
    undo.click();
  });
}

async function drawStrokes(page: Page): Promise<void> {
  const box = (await page.getByTestId('mask-stage').boundingBox())!;
  const random = seededRandom(2048);
  const at = () => ({
    x: box.x + box.width * (0.1 + 0.8 * random()),
    y: box.y + box.height * (0.1 + 0.8 * random()),
  });
  for (let stroke = 0; stroke < STROKES; stroke++) {
    const [from, to] = [at(), at()];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: MOVES_PER_STROKE });
    await page.mouse.up();
  }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export async function maskEditor(app: ServedApp): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    // tsx (esbuild keepNames) wraps named functions in __name(); the page must know it too.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${app.origin}/test?maskDemoSize=${SIZE}x${SIZE}`);
    await page.getByTestId('mask-demo-open').click();
    const editor = page.locator('[data-testid=mask-editor][data-status=ready]');
    await editor.waitFor({ timeout: 30_000 });
    await page.evaluate(installLatencyProbe);
    await drawStrokes(page);
    await page.locator('[data-testid=mask-editor][data-busy=false]').waitFor();
    const historyBytes = Number(await editor.getAttribute('data-history-bytes'));
    const latencies = await page.evaluate(
      () => (window as unknown as { maskLatencies: number[] }).maskLatencies,
    );
    const undoMs: number[] = [];
    for (let i = 0; i < UNDOS; i++) undoMs.push(await page.evaluate(timeUndo));
    return [
      {
        name: `undo history after ${STROKES} strokes on ${SIZE}x${SIZE}`,
        value: historyBytes / MB,
        unit: 'MB',
        goal: { op: '<', value: 32 },
      },
      {
        name: 'the same as an RGBA snapshot per step',
        value: (STROKES * SIZE * SIZE * 4) / MB,
        unit: 'MB',
      },
      {
        name: `one undo, median of ${UNDOS}`,
        value: median(undoMs),
        unit: 'ms',
        goal: { op: '<', value: 50 },
      },
      { name: 'one undo, slowest', value: Math.max(...undoMs), unit: 'ms' },
      {
        name: `pointer event to stroke on screen, median of ${latencies.length}`,
        value: median(latencies),
        unit: 'ms',
        goal: { op: '<', value: 16 },
      },
      {
        name: 'pointer event to stroke on screen, p95',
        value: percentile(latencies, 0.95),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}
