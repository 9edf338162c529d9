/**
 * The interface languages (docs/product-rules.md#product-and-users): Vietnamese first, with vi-VN
 * as its locale.
 */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'vi';
/** The locale files every screen shows from its first paint: the shell's texts and the pages' descriptions. */
export const SHELL_NAMESPACES = ['common', 'seo'] as const;
/** BCP 47 locales for dates, numbers and currency (VND). */
export const LOCALE_OF: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
/** localStorage key of the user's choice. Do not rename without a migration. */
export const LANGUAGE_STORAGE_KEY = 'studio.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode, sandboxed iframe)
  }
}
