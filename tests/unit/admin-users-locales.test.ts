/** The admin users and audit screens' copy: both languages alike, and a label for every code. */
import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '../../common/contracts/admin-audit';
import { GENERATION_STATUSES } from '../../common/contracts/generations';
import { USER_LANGUAGES } from '../../common/contracts/auth';
import { LEDGER_REASONS } from '../../common/credits';
import en from '../../src/locales/en/admin-users.json' with { type: 'json' };
import vi from '../../src/locales/vi/admin-users.json' with { type: 'json' };
import { leaves } from './locale-leaves';

describe('admin-users locales', () => {
  it('have the same keys and placeholders in Vietnamese and English', () => {
    expect([...new Set(leaves(vi, { foldPlurals: true }))].sort()).toEqual(
      [...new Set(leaves(en, { foldPlurals: true }))].sort(),
    );
  });

  it('name every audit action and target, ledger reason, generation status and language', () => {
    for (const locale of [en, vi]) {
      for (const action of ADMIN_AUDIT_ACTIONS)
        expect(locale.audit.actions, action).toHaveProperty([action]);
      for (const target of ADMIN_AUDIT_TARGETS)
        expect(locale.audit.targets, target).toHaveProperty(target);
      for (const reason of Object.values(LEDGER_REASONS))
        expect(locale.ledgerReasons, reason).toHaveProperty(reason);
      for (const status of GENERATION_STATUSES)
        expect(locale.generationStatus, status).toHaveProperty(status);
      for (const language of USER_LANGUAGES)
        expect(locale.languages, language).toHaveProperty(language);
    }
  });
});
