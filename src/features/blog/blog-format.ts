/** Dates as readers of each language write them ("12 tháng 8, 2026", "August 12, 2026"). */
import { LOCALE_OF, type Language } from '../../lib/i18n/languages';

/** One formatter per language: building an Intl formatter costs ~100x formatting a date. */
const formatters = new Map<Language, Intl.DateTimeFormat>();

export function formatPostDate(iso: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long' });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}
