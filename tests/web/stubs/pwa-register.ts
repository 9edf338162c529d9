/**
 * jsdom has no service workers, and `virtual:pwa-register` exists only inside a Vite build with
 * vite-plugin-pwa. Registration and updates are tested in real Chromium (tests/e2e).
 */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
