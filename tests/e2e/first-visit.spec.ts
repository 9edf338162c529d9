/**
 * What a first visit's HTML asks for at once (issue #6's first-visit budget): the design
 * system's stylesheet, the app's code, and the default language's shell texts, which the app
 * would otherwise request only once its code has run (scripts/vite-plugin-preload-locales.ts).
 */
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
