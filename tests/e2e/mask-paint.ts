/** Painting in the mask editor from a spec: strokes given in the picture's own pixels. */
import type { Page } from '@playwright/test';

/** The screen position of an image pixel, from the view the mask editor publishes. */
export async function onScreen(page: Page, x: number, y: number) {
  const stage = page.getByTestId('mask-stage');
  const box = (await stage.boundingBox())!;
  const view = await stage.evaluate((element) => ({ ...element.dataset }));
  const scale = Number(view.viewScale);
  return { x: box.x + Number(view.viewX) + x * scale, y: box.y + Number(view.viewY) + y * scale };
}

/** Paints each stroke (from, to) with the mouse, in the picture's pixels. */
export async function paintStrokes(page: Page, strokes: [number, number][][]) {
  for (const [from, to] of strokes) {
    const start = await onScreen(page, ...from!);
    const end = await onScreen(page, ...to!);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await page.mouse.up();
  }
}
