/** Dates as readers of each language write them ("12 tháng 8, 2026", "August 12, 2026"). */
import { LOCALE_OF, type Language } from '../../lib/i18n/languages';

export function formatPostDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long' }).format(new Date(iso));
}
