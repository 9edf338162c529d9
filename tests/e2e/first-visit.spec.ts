/**
 * What a first visit's HTML asks for at once (the first-visit budget of docs/architecture.md#performance-goals): the design
 * system's stylesheet, the app's code, and the default language's shell texts, which the app
 * would otherwise request only once its code has run (scripts/vite-plugin-preload-locales.ts).
 * And what it paints first: the page with its texts (its code and texts load together, and the
 * first render is a transition, so React shows nothing rather than the shell around a gap).
 */
import { signInAsDemo } from './demo-session';
import { expect, t, test } from './fixtures';

test("the home page's HTML preloads the Vietnamese shell texts beside the app's code", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href!,
  );
  expect(preloaded).toHaveLength(2);
  const texts = await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()));
  // One is the shell's texts (common), the other the pages' descriptions (seo).
  expect(texts.some((text) => text.includes(t('vi', 'nav.home')))).toBe(true);
  expect(texts.some((text) => text.includes(t('vi', 'default', 'seo')))).toBe(true);
});

for (const path of ['/', '/services/virtual-tryon', '/about']) {
  test(`the first paint of ${path} is the page with its texts, not the shell around a gap`, async ({
    page,
  }) => {
    // What the page holds the moment the app first puts anything in #root.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstCommit?: string | null };
      const watch = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root?.childElementCount || w.__firstCommit !== undefined) return;
        w.__firstCommit = root.querySelector('main h1')?.textContent ?? null;
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const firstCommit = await page.evaluate(
      () => (window as unknown as { __firstCommit?: string | null }).__firstCommit,
    );
    expect(firstCommit).toBe(await heading.textContent());
  });
}

/** recharts' own class name: in the admin charts' code and nowhere else. */
const CHARTS_CODE = 'recharts-wrapper';

for (const path of ['/', '/services/virtual-tryon', '/virtual-tryon']) {
  test(`no charts code loads on a first visit to ${path} (only the admin pages use it)`, async ({
    page,
  }) => {
    if (path === '/virtual-tryon') await signInAsDemo(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes(CHARTS_CODE))).toEqual([]);
  });
}
