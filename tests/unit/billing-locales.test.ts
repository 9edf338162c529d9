/**
 * The pricing and payment copy: both languages say the same things, every plan, feature, method,
 * status and failure reason of the contract has its words, and the checkout item is read from
 * the URL the pricing page builds.
 */
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_FAILURE_REASONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_FEATURES,
  type PlansResponse,
} from '../../common/contracts/payments';
import { PLAN_IDS } from '../../common/plans';
import { checkoutItemOf, vatIncluded } from '../../src/features/billing/checkout-item';
import en from '../../src/locales/en/billing.json' with { type: 'json' };
import vi from '../../src/locales/vi/billing.json' with { type: 'json' };
import { leaves } from './locale-leaves';

describe('billing locales', () => {
  it('have the same keys and placeholders in Vietnamese and English', () => {
    expect(leaves(vi).sort()).toEqual(leaves(en).sort());
  });

  it.each([
    ['en', en],
    ['vi', vi],
  ])('name every plan, feature, method, status and reason (%s)', (_language, copy) => {
    for (const plan of PLAN_IDS) expect(copy.plans).toHaveProperty(`${plan}.name`);
    // Counted features have plural forms (_one, _other).
    for (const feature of PLAN_FEATURES) {
      const forms = Object.keys(copy.pricing.features).filter(
        (key) => key === feature || key.startsWith(`${feature}_`),
      );
      expect(forms, feature).not.toEqual([]);
    }
    for (const method of PAYMENT_METHODS) {
      expect(copy.checkout.methods).toHaveProperty(method);
      expect(copy.checkout.methodHints).toHaveProperty(method);
    }
    for (const status of PAYMENT_STATUSES) expect(copy.history.statuses).toHaveProperty(status);
    for (const reason of PAYMENT_FAILURE_REASONS)
      expect(copy.result.reasons).toHaveProperty(reason);
  });

  it('state the roll-over rule in the FAQ and the terms box', () => {
    expect(en.faq.rolloverA).toContain('12 months');
    expect(vi.faq.rolloverA).toContain('12 tháng');
    expect(vi.checkout.terms).toContain('12 tháng');
  });
});

const PLANS = {
  plans: [
    {
      id: 'pro',
      purchasable: true,
      monthly_price_vnd: 499_000,
      annual_price_vnd: 4_788_000,
      credits: 240,
      fair_use_credits: null,
    },
    { id: 'enterprise', purchasable: false, monthly_price_vnd: null, annual_price_vnd: null },
  ],
  packs: [{ id: 'pack_20', credits: 20, price_vnd: 59_000 }],
} as unknown as PlansResponse;

describe('the checkout item', () => {
  it('is a plan for its period, priced for the whole period', () => {
    expect(checkoutItemOf(new URLSearchParams('plan=pro&period=annual'), PLANS)).toMatchObject({
      kind: 'plan',
      planId: 'pro',
      period: 'annual',
      priceVnd: 4_788_000,
    });
  });

  it('is a pack, or nothing for a plan not sold or an unknown id', () => {
    expect(checkoutItemOf(new URLSearchParams('pack=pack_20'), PLANS)).toMatchObject({
      kind: 'pack',
      priceVnd: 59_000,
      credits: 20,
    });
    expect(checkoutItemOf(new URLSearchParams('plan=enterprise'), PLANS)).toBeNull();
    expect(checkoutItemOf(new URLSearchParams('pack=pack_999'), PLANS)).toBeNull();
  });

  it('states the VAT inside a VAT-included price', () => {
    expect(vatIncluded(110_000, 10)).toBe(10_000);
  });
});
