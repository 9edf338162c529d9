/**
 * The preview quality badge says what the built-in engine did: a studio with words of its own
 * (the hairstyle changer's recolour, no cut) has them; the others the general ones.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import enGeneration from '../../src/locales/en/generation.json' with { type: 'json' };
import { QualityBadge } from '../../src/components/generation/QualityBadge';
import { i18n } from '../../src/lib/i18n/i18n';
import { loadTranslations, renderWithProviders } from './with-providers';

beforeAll(async () => {
  await loadTranslations(['generation']);
  await i18n.changeLanguage('en');
});

async function hintOf(service?: string) {
  renderWithProviders(<QualityBadge quality="preview" service={service} />);
  const badge = screen.getByTestId('quality-preview');
  fireEvent.pointerMove(badge, { pointerType: 'mouse' });
  fireEvent.focus(badge);
  const tip = await screen.findByRole('tooltip');
  return tip.textContent;
}

describe('the preview quality badge', () => {
  it('says what the hairstyle changer’s preview does, and that it cuts no hair', async () => {
    expect(await hintOf('hairstyle-changer')).toBe(
      enGeneration.quality.previewHints['hairstyle-changer'],
    );
  });

  it('says the general words for a studio without its own', async () => {
    expect(await hintOf('virtual-tryon')).toBe(enGeneration.quality.previewHint);
  });
});
