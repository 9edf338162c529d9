/**
 * i18next with one JSON file per language and namespace under src/locales. Files load lazily,
 * so a visitor downloads only their own language. The choice persists in localStorage and is
 * mirrored on <html lang> for screen readers and search engines.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  LOCALE_OF,
  isLanguage,
  storedLanguage,
  type Language,
} from './languages';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/*.json',
);

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Loads a page's locale files in the current language, beside the page's code (the router
 * waits for both): the page then renders with its texts at once instead of fetching them only
 * after its code has run. On the first page of a visit, i18next's init is still under way: this
 * resolves at once, and init loads the namespaces asked for meanwhile (waiting for init here
 * made the page resolve after the shell's first paint, which then showed an empty page).
 * Never rejects: a file that failed to load is asked for again, and reported, when the page
 * renders.
 */
export function loadLocales(namespaces: readonly string[]): Promise<unknown> {
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/** The interface language now, for code outside React (components use useLanguage). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : storedLanguage();
}

function reflectOnDocument(language: string): void {
  document.documentElement.lang = LOCALE_OF[language as Language] ?? language;
}

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
    returnNull: false,
  })
  .then(() => reflectOnDocument(i18n.language));

i18n.on('languageChanged', (language) => {
  reflectOnDocument(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this visit only.
  }
});
