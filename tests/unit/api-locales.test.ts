/** The API management page's copy: both languages alike, and every message of its contracts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_ERRORS } from '../../common/contracts/api-tokens';
import { WEBHOOK_ERRORS } from '../../common/contracts/webhooks';
import en from '../../src/locales/en/api.json' with { type: 'json' };
import vi from '../../src/locales/vi/api.json' with { type: 'json' };
import { leaves } from './locale-leaves';

describe('api locales', () => {
  it('have the same keys and placeholders in Vietnamese and English', () => {
    expect([...new Set(leaves(vi, { foldPlurals: true }))].sort()).toEqual(
      [...new Set(leaves(en, { foldPlurals: true }))].sort(),
    );
  });

  it('say the spec’s three token messages in English, word for word', () => {
    expect(en.validation).toMatchObject({
      tokenName: 'Please enter a token name',
      tokenServices: 'Please select at least one service permission',
      tokenRateLimit: 'Rate limit must be between 1 and 1000 requests per minute',
    });
  });

  it('carry every validation key and error code of the contracts', () => {
    for (const file of ['api-tokens.ts', 'webhooks.ts']) {
      const contract = readFileSync(
        new URL(`../../common/contracts/${file}`, import.meta.url),
        'utf8',
      );
      for (const [, key] of contract.matchAll(/'validation\.(\w+)'/g)) {
        expect(en.validation, key).toHaveProperty(key!);
        expect(vi.validation, key).toHaveProperty(key!);
      }
    }
    for (const code of [...Object.values(API_TOKEN_ERRORS), ...Object.values(WEBHOOK_ERRORS)]) {
      expect(en.codes, code).toHaveProperty(code);
      expect(vi.codes, code).toHaveProperty(code);
    }
  });
});
