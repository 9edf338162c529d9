import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { AssetsPicker } from '../../src/features/assets/AssetsPicker';
import { i18n, i18nReady } from '../../src/lib/i18n/i18n';
import { system } from '../../src/lib/theme/system';
import { assetListOf } from './factories/assets';
import { installFakeApi } from './fake-api/fake-api';

async function renderPicker() {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('media');
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <AssetsPicker
          open
          owner={`user-${Math.random()}`}
          onClose={() => undefined}
          onSelect={() => undefined}
        />
      </I18nextProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('assets picker states (docs/product-rules.md#error-catalogue)', () => {
  it("says 'No assets found' for an empty library", async () => {
    installFakeApi().on('GET', '/api/assets', () => assetListOf());
    await renderPicker();
    expect(await screen.findByText('No assets found')).toBeTruthy();
  });

  it("says 'Failed to load assets' with a retry that asks again", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/assets', () => api.reply(500, { code: 'internal_error', message: 'boom' }));
    await renderPicker();
    expect(await screen.findByText('Failed to load assets')).toBeTruthy();
    const calls = api.calls('GET', '/api/assets').length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(api.calls('GET', '/api/assets').length).toBeGreaterThan(calls));
  });
});
