/**
 * The Engines page's connection test (docs/engines.md "The Engines page"): an answer that names
 * what is missing is said in the admin's language, never in the server's English detail.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import EnginesPage from '../../src/features/admin/engines/EnginesPage';
import { i18n } from '../../src/lib/i18n/i18n';
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

const tryOn = {
  service: 'virtual-tryon',
  offered: ['local', 'fal', 'replicate'],
  engine: 'fal',
  quality: 'preview',
  chosen_by_variable: null,
  secret_set: false,
  secret_hint: null,
  base_url: null,
  replicate_protocol: null,
  replicate_model: null,
  updated_at: null,
};

beforeAll(() => loadTranslations(['admin-engines']), 30_000);

describe('test connection with no fal key', () => {
  it('says in Vietnamese that no fal key is set', async () => {
    await i18n.changeLanguage('vi');
    const api = installFakeApi();
    api
      .on('GET', '/api/admin/engines', () => ({ studios: [tryOn], environment: {} }))
      .on('POST', '/api/admin/engines/:service/test', () => ({
        ok: false,
        code: 'no_fal_key',
        detail: 'No fal key is set.',
      }));
    renderWithProviders(<EnginesPage />);
    fireEvent.click(await screen.findByTestId('engine-virtual-tryon-test', {}, SLOW));
    const result = await screen.findByTestId('engine-virtual-tryon-test-result', {}, SLOW);
    expect(result.textContent).toContain('Chưa có khoá fal.');
    expect(result.textContent).not.toContain('No fal key is set.');
  });
});
