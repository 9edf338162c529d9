/** The admin dashboard's and analytics' copy: both languages say the same things. */
import { describe, expect, it } from 'vitest';
import { GENERATION_STATUSES } from '../../common/contracts/generations';
import { STATISTICS_PERIODS } from '../../common/contracts/admin-statistics';
import en from '../../src/locales/en/admin-statistics.json' with { type: 'json' };
import vi from '../../src/locales/vi/admin-statistics.json' with { type: 'json' };
import { leaves } from './locale-leaves';

describe('admin statistics locales', () => {
  it('have the same keys and placeholders in Vietnamese and English (plurals folded)', () => {
    expect(leaves(vi, { foldPlurals: true }).sort()).toEqual(
      [...new Set(leaves(en, { foldPlurals: true }))].sort(),
    );
  });

  it('name every generation status and every period', () => {
    for (const locale of [en, vi]) {
      expect(Object.keys(locale.status).sort()).toEqual([...GENERATION_STATUSES].sort());
      expect(Object.keys(locale.analytics.controls.periods).sort()).toEqual(
        [...STATISTICS_PERIODS].sort(),
      );
    }
  });
});
