/**
 * The insufficient-credits panel (docs/product-rules.md#credits-check): balance, cost, shortage,
 * the studios the balance still affords, and links that lead somewhere — the checkout of the
 * smallest pack that covers the shortage, and the plans.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InsufficientCredits } from '../../src/components/generation/InsufficientCredits';
import { loadTranslations, renderWithProviders } from './with-providers';

beforeAll(() => loadTranslations(['generation']));

describe('the insufficient-credits panel', () => {
  it('links to the pack that covers the shortage and to the plans', () => {
    renderWithProviders(
      <InsufficientCredits
        check={{
          ok: false,
          cost: 2,
          balance: 1,
          shortage: 1,
          alternatives: [{ service: 'virtual-tryon', cost: 1 }],
        }}
      />,
    );

    const panel = screen.getByTestId('insufficient-credits');
    const links = [...panel.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/checkout?pack=pack_20', '/studio-pricing']);
    expect(panel.textContent).toContain('1');
  });

  it('offers a bigger pack when the shortage is larger than the smallest', () => {
    renderWithProviders(
      <InsufficientCredits
        check={{ ok: false, cost: 30, balance: 0, shortage: 30, alternatives: [] }}
      />,
    );

    const [buy] = screen.getByTestId('insufficient-credits').querySelectorAll('a');
    expect(buy?.getAttribute('href')).toBe('/checkout?pack=pack_60');
  });
});
