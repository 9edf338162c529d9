/**
 * The auth forms' bounds and their messages: every message a form can show is an i18n key that
 * exists in Vietnamese and in English (docs/input-and-passwords.md, "Bounds").
 */
import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  registerFormSchema,
  resetPasswordFormSchema,
} from '../../common/contracts/auth';
import en from '../../src/locales/en/auth.json' with { type: 'json' };
import vi from '../../src/locales/vi/auth.json' with { type: 'json' };

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const lookup = (texts: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

describe('the registration and reset forms', () => {
  it('refuse a name and a password over their bounds, with keys both languages have', () => {
    const tooLong = registerFormSchema.safeParse({
      name: 'n'.repeat(NAME_MAX_LENGTH + 1),
      email: `${'e'.repeat(250)}@example.com`,
      password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
      confirmPassword: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    const reset = resetPasswordFormSchema.safeParse({
      password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
      confirmPassword: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    const keys = [...messagesOf(tooLong), ...messagesOf(reset)];
    expect(new Set(keys)).toEqual(
      new Set(['validation.nameMax', 'validation.email', 'validation.passwordMax']),
    );
    for (const key of keys) {
      expect(lookup(vi, key), `vi ${key}`).toEqual(expect.any(String));
      expect(lookup(en, key), `en ${key}`).toEqual(expect.any(String));
    }
  });

  it('take a name and a password of exactly their bounds', () => {
    const atBounds = registerFormSchema.safeParse({
      name: 'n'.repeat(NAME_MAX_LENGTH),
      email: 'lan@example.com',
      password: 'p'.repeat(PASSWORD_MAX_LENGTH),
      confirmPassword: 'p'.repeat(PASSWORD_MAX_LENGTH),
    });
    expect(atBounds.success).toBe(true);
  });
});
