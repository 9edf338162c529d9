import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../src/lib/i18n/i18n';
import { renderApp, setScreen } from './render-app';

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  // GET /api/config says the developer pages are off: a production server, dev tools off, or a
  // browser on another machine than the server (docs/dev-tools.md).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ firebase: null, googleClientId: null, devTools: false }, { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('developer pages when the server has its dev tools off', () => {
  it.each(['/test', '/dev-tools', '/test-google-auth'])(
    '%s shows the not-found screen and title',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByTestId('trigger-render-error')).toBeNull();
      await waitFor(() => expect(document.title).toBe('Page not found · Studio AI'));
    },
  );
});
