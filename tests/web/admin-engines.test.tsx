/**
 * A studio's card on the Engines page against a fake API (docs/engines.md "The Engines page"): a
 * new base URL beside a saved key asks for the key again, the server's refusal of it is said in
 * the admin's language, and an unreachable provider reads as one plain sentence. The server's
 * side is tests/server/engine-connection-test.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EngineSettingView } from '../../common/contracts/engine-settings';
import { StudioEngineCard } from '../../src/features/admin/engines/StudioEngineCard';
import { i18n } from '../../src/lib/i18n/i18n';
import enCommon from '../../src/locales/en/common.json' with { type: 'json' };
import en from '../../src/locales/en/admin-engines.json' with { type: 'json' };
import viCommon from '../../src/locales/vi/common.json' with { type: 'json' };
import vi from '../../src/locales/vi/admin-engines.json' with { type: 'json' };
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

const SLOW = { timeout: 10_000 };
const SAVED_URL = 'https://queue.fal.run';

const falSetting: EngineSettingView = {
  service: 'virtual-tryon',
  offered: ['local', 'fal', 'replicate'],
  engine: 'fal',
  quality: 'standard',
  chosen_by_variable: null,
  secret_set: true,
  secret_hint: '…a1b2',
  base_url: SAVED_URL,
  replicate_protocol: null,
  replicate_model: null,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const noVariables = {
  FAL_KEY: false,
  FAL_BASE_URL: false,
  REPLICATE_API_TOKEN: false,
  REPLICATE_BASE_URL: false,
  REPLICATE_PROTOCOL: false,
  REPLICATE_TRYON_MODEL: false,
};

beforeAll(() => loadTranslations(['admin-engines']), 30_000);

function renderCard() {
  renderWithProviders(<StudioEngineCard setting={falSetting} environment={noVariables} />);
  return {
    url: screen.getByLabelText(i18n.t('admin-engines:fields.baseUrl')),
    test: () => fireEvent.click(screen.getByTestId('engine-virtual-tryon-test')),
  };
}

describe.each([
  ['vi', vi, viCommon],
  ['en', en, enCommon],
] as const)('the Engines page in %s', (language, texts, common) => {
  it('asks for the key again beside a new address, and says the server’s refusal', async () => {
    await i18n.changeLanguage(language);
    const api = installFakeApi();
    api.on('POST', '/api/admin/engines/:service/test', () =>
      api.reply(400, { code: 'engine_secret_required', detail: 'A new base URL needs the key' }),
    );
    const card = renderCard();
    const help = screen.getByTestId('engine-virtual-tryon-url-help');
    expect(help.textContent).toBe(texts.urlHelp);

    fireEvent.change(card.url, { target: { value: 'https://elsewhere.example' } });
    expect(help.textContent).toBe(texts.urlNeedsKey);
    card.test();

    const problem = await screen.findByTestId('engine-virtual-tryon-problem', {}, SLOW);
    expect(problem.textContent).toBe(common.apiErrors.engine_secret_required);
  });

  it('says only that the provider could not be reached', async () => {
    await i18n.changeLanguage(language);
    const api = installFakeApi();
    api.on('POST', '/api/admin/engines/:service/test', () => ({
      ok: false,
      code: 'unreachable',
      detail: 'Could not reach the provider.',
    }));
    renderCard().test();

    const result = await screen.findByTestId('engine-virtual-tryon-test-result', {}, SLOW);
    expect(result.textContent).toBe(texts.testUnreachable);
  });
});
