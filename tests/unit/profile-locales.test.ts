/** The profile page's copy: both languages say the same things, and every contract message. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/profile.json' with { type: 'json' };
import vi from '../../src/locales/vi/profile.json' with { type: 'json' };
import { leaves } from './locale-leaves';

describe('profile locales', () => {
  it('have the same keys and placeholders in Vietnamese and English', () => {
    expect(leaves(vi).sort()).toEqual(leaves(en).sort());
  });

  it('carry every validation message of the account contract', () => {
    const contract = readFileSync(
      new URL('../../common/contracts/account.ts', import.meta.url),
      'utf8',
    );
    const keys = new Set([...contract.matchAll(/'validation\.(\w+)'/g)].map((match) => match[1]!));
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) {
      expect(en.validation, key).toHaveProperty(key);
      expect(vi.validation, key).toHaveProperty(key);
    }
  });
});
