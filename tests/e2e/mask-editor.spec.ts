/**
 * The mask editor (docs/architecture.md#the-mask-editor) in Chromium, on the /test demo's generated 1200 × 800 image: mouse,
 * pen and touch painting, erasing, undo/redo, reset, pinch zoom, and the exported PNG's pixels
 * decoded in Node (sharp), independently of the browser that made them.
 */
import sharp from 'sharp';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import vi from '../../src/locales/vi/mask-editor.json' with { type: 'json' };

const IMAGE = { width: 1200, height: 800 };
const WHITE = 255;
const BLACK = 0;

test.use({ viewport: { width: 1280, height: 800 } });

async function openEditor(page: Page): Promise<void> {
  await page.goto('/test');
  await page.getByTestId('mask-demo-open').click();
  await expect(page.locator('[data-testid=mask-editor][data-status=ready]')).toBeVisible();
}

/** The screen position of an image pixel, from the view the editor publishes on its stage. */
async function onScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const stage = page.getByTestId('mask-stage');
  const box = (await stage.boundingBox())!;
  const view = await stage.evaluate((element) => ({ ...element.dataset }));
  const scale = Number(view.viewScale);
  return { x: box.x + Number(view.viewX) + x * scale, y: box.y + Number(view.viewY) + y * scale };
}

type Button = 'left' | 'right';

/** Drags through image points with the mouse. */
async function drag(page: Page, points: [number, number][], button: Button = 'left') {
  const [first, ...rest] = points;
  const start = await onScreen(page, ...first!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button });
  for (const point of rest) {
    const at = await onScreen(page, ...point);
    await page.mouse.move(at.x, at.y, { steps: 8 });
  }
  await page.mouse.up({ button });
}

interface ExportedMask {
  width: number;
  height: number;
  channels: number;
  at(x: number, y: number): number;
}

/**
 * Presses 'Use mask' and decodes the PNG the demo received, downloaded through its link (the
 * app's CSP rightly forbids fetching blob: URLs).
 */
async function useMask(page: Page): Promise<ExportedMask> {
  await page.getByTestId('mask-use').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('mask-demo-download').click(),
  ]);
  const png = sharp(await download.path());
  const { width = 0, height = 0, channels = 0 } = await png.metadata();
  const pixels = await png.extractChannel(0).raw().toBuffer();
  return { width, height, channels, at: (x, y) => pixels[y * width + x]! };
}

test('paints with the left button, erases with the right button and shift-drag, at the source size', async ({
  page,
}) => {
  await openEditor(page);
  await drag(page, [
    [200, 400],
    [1000, 400],
  ]);
  await drag(
    page,
    [
      [400, 300],
      [400, 500],
    ],
    'right',
  );
  await page.keyboard.down('Shift');
  await drag(page, [
    [700, 300],
    [700, 500],
  ]);
  await page.keyboard.up('Shift');

  const mask = await useMask(page);
  expect(mask).toMatchObject({ ...IMAGE, channels: 1 });
  expect([mask.at(250, 400), mask.at(550, 400), mask.at(950, 400)]).toEqual([WHITE, WHITE, WHITE]);
  expect([mask.at(400, 400), mask.at(700, 400)]).toEqual([BLACK, BLACK]);
  expect([mask.at(600, 600), mask.at(100, 100), mask.at(1199, 799)]).toEqual([BLACK, BLACK, BLACK]);
});

test('undo and redo step through strokes with the buttons and the shortcuts', async ({ page }) => {
  await openEditor(page);
  const undo = page.getByTestId('mask-undo');
  const redo = page.getByTestId('mask-redo');
  await expect(undo).toBeDisabled();
  await drag(page, [
    [100, 200],
    [500, 200],
  ]);
  await drag(page, [
    [100, 600],
    [500, 600],
  ]);
  await undo.click();
  await expect(redo).toBeEnabled();
  await expect(page.getByTestId('mask-announcer')).toHaveText(vi.announce.undone);
  await page.keyboard.press('Control+Shift+Z');
  await expect(redo).toBeDisabled();
  await page.keyboard.press('Control+Z');
  await expect(redo).toBeEnabled();

  const mask = await useMask(page);
  expect(mask.at(300, 200)).toBe(WHITE);
  expect(mask.at(300, 600)).toBe(BLACK);
});

test('reset clears the mask as one undoable step', async ({ page }) => {
  await openEditor(page);
  const reset = page.getByTestId('mask-reset');
  await expect(reset).toBeDisabled(); // nothing to clear yet
  await drag(page, [
    [600, 100],
    [600, 700],
  ]);
  await reset.click();
  await expect(page.getByTestId('mask-announcer')).toHaveText(vi.announce.cleared);
  await expect(reset).toBeDisabled();
  await page.keyboard.press('Control+Y'); // nothing to redo: no effect
  let mask = await useMask(page);
  expect(mask.at(600, 400)).toBe(BLACK);

  await page.getByTestId('mask-demo-open').click();
  await expect(page.locator('[data-testid=mask-editor][data-status=ready]')).toBeVisible();
  await drag(page, [
    [600, 100],
    [600, 700],
  ]);
  await page.getByTestId('mask-reset').click();
  await page.getByTestId('mask-undo').click();
  mask = await useMask(page);
  expect(mask.at(600, 400)).toBe(WHITE);
});

test('a pen paints narrower where it presses lighter', async ({ page }) => {
  await openEditor(page);
  const cdp = await page.context().newCDPSession(page);
  for (const [y, force] of [
    [200, 1],
    [600, 0.05],
  ] as const) {
    const points = await Promise.all([onScreen(page, 300, y), onScreen(page, 900, y)]);
    const pen = { button: 'left', buttons: 1, pointerType: 'pen', force, clickCount: 1 } as const;
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...points[0], ...pen });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...points[1], ...pen });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...points[1], ...pen });
  }
  const mask = await useMask(page);
  // Brush 40 px: full pressure paints 20 px either side; a light touch about 5.
  expect([mask.at(600, 200), mask.at(600, 215)]).toEqual([WHITE, WHITE]);
  expect([mask.at(600, 600), mask.at(600, 615)]).toEqual([WHITE, BLACK]);
});

test('shortcuts and the wheel change the tool and the brush size', async ({ page }) => {
  await openEditor(page);
  const editor = page.getByTestId('mask-editor');
  await expect(editor).toHaveAttribute('data-brush-size', '40');
  await page.keyboard.press(']');
  await expect(editor).toHaveAttribute('data-brush-size', '46');
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect(editor).toHaveAttribute('data-brush-size', '35');
  const centre = await onScreen(page, 600, 400);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -100);
  await expect(editor).toHaveAttribute('data-brush-size', '40');
  await page.keyboard.press('e');
  await expect(editor).toHaveAttribute('data-tool', 'erase');
  await expect(page.getByTestId('mask-tool-erase')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('b');
  await expect(editor).toHaveAttribute('data-tool', 'paint');
});

test('cancelling with strokes asks before discarding them', async ({ page }) => {
  await openEditor(page);
  await drag(page, [
    [300, 300],
    [500, 300],
  ]);
  // The stroke is on the mask (its history can undo it) before the editor is asked to close.
  await expect(page.getByTestId('mask-undo')).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByText(vi.confirmDiscard)).toBeVisible();
  await page.getByTestId('mask-keep-editing').click();
  await expect(page.getByTestId('mask-editor')).toBeVisible();
  await page.getByTestId('mask-cancel').click();
  await page.getByTestId('mask-discard').click();
  await expect(page.getByTestId('mask-editor')).toBeHidden();
  await expect(page.getByTestId('mask-demo-result')).toBeHidden();
});

test('without OffscreenCanvas it runs the same modules on the main thread, initial mask included', async ({
  page,
}) => {
  await page.addInitScript(
    () => delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas,
  );
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openEditor(page);
  await drag(page, [
    [200, 400],
    [1000, 400],
  ]);
  let mask = await useMask(page);
  expect(mask.at(600, 400)).toBe(WHITE);

  // Reopening continues from that mask, decoded on a DOM canvas.
  await page.getByTestId('mask-demo-open').click();
  await expect(page.locator('[data-testid=mask-editor][data-status=ready]')).toBeVisible();
  await drag(
    page,
    [
      [600, 300],
      [600, 500],
    ],
    'right',
  );
  mask = await useMask(page);
  expect([mask.at(300, 400), mask.at(600, 400), mask.at(900, 400)]).toEqual([WHITE, BLACK, WHITE]);
  expect(workers.filter((url) => url.includes('media.worker'))).toEqual([]);
});

test('when the worker cannot start, it paints on the main thread', async ({ page }) => {
  await page.route('**/media.worker-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'this is not JavaScript' }),
  );
  await openEditor(page);
  await drag(page, [
    [200, 400],
    [1000, 400],
  ]);
  const mask = await useMask(page);
  expect([mask.at(600, 400), mask.at(600, 600)]).toEqual([WHITE, BLACK]);
});

test.describe('with emulated touch', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

  type Finger = { x: number; y: number; id: number };

  type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';

  async function touch(cdp: CDPSession, type: TouchType, touchPoints: Finger[]) {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  }

  async function finger(page: Page, id: number, x: number, y: number): Promise<Finger> {
    return { id, ...(await onScreen(page, x, y)) };
  }

  test('one finger paints; a second finger turns it into a pinch that paints nothing', async ({
    page,
  }) => {
    await openEditor(page);
    const cdp = await page.context().newCDPSession(page);
    const editor = page.getByTestId('mask-stage');

    await touch(cdp, 'touchStart', [await finger(page, 1, 200, 200)]);
    for (const x of [300, 400, 500]) await touch(cdp, 'touchMove', [await finger(page, 1, x, 200)]);
    await touch(cdp, 'touchEnd', []);

    // A stroke starts, then a second finger lands: the stroke is rolled back, the view zooms.
    const scaleBefore = Number(await editor.getAttribute('data-view-scale'));
    await touch(cdp, 'touchStart', [await finger(page, 1, 500, 600)]);
    await touch(cdp, 'touchMove', [await finger(page, 1, 560, 600)]);
    const pinchFrom = [await finger(page, 1, 560, 600), await finger(page, 2, 700, 600)];
    await touch(cdp, 'touchStart', pinchFrom);
    for (let step = 1; step <= 5; step++) {
      const spread = step * 12;
      await touch(cdp, 'touchMove', [
        { ...pinchFrom[0]!, x: pinchFrom[0]!.x - spread },
        { ...pinchFrom[1]!, x: pinchFrom[1]!.x + spread },
      ]);
    }
    await touch(cdp, 'touchEnd', []);
    await expect
      .poll(async () => Number(await editor.getAttribute('data-view-scale')))
      .toBeGreaterThan(scaleBefore * 1.3);

    const mask = await useMask(page);
    expect(mask.at(350, 200)).toBe(WHITE);
    expect([mask.at(530, 600), mask.at(630, 600)]).toEqual([BLACK, BLACK]);
  });
});
