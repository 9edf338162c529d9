import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeClientConfig } from './factories/client-config';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  // GET /api/config says the developer pages are off: a production server, dev tools off, or a
  // browser on another machine than the server (docs/dev-tools.md).
  installFakeApi({ appDefaults: true }).on('GET', '/api/config', () =>
    makeClientConfig({ devTools: false }),
  );
});

describe('developer pages when the server has its dev tools off', () => {
  it.each(['/test', '/dev-tools', '/test-google-auth'])(
    '%s shows the not-found screen and title',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      expect(screen.queryByTestId('trigger-render-error')).toBeNull();
      await waitFor(() => expect(document.title).toBe('Page not found · Studio AI'));
    },
  );
});
