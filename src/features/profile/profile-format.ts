/** Dates and times on the profile page, as each language writes them. */
import { LOCALE_OF, type Language } from '../../lib/i18n/languages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "12 tháng 8, 2026" / "August 12, 2026". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long' }).format(new Date(iso));
}

/** "12 thg 8, 2026, 14:05" / "Aug 12, 2026, 2:05 PM". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * How long ago, for "last active": "now" under a minute, then minutes, hours and days ago; past
 * a week, the date itself reads better.
 */
export function formatSince(iso: string, now: number, language: Language): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const locale = LOCALE_OF[language];
  if (elapsed < MINUTE_MS)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (elapsed >= 7 * DAY_MS) return formatDate(iso, language);
  // Always numbers ("1 ngày trước"): the words ("Hôm qua") come capitalised mid-sentence.
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
}
