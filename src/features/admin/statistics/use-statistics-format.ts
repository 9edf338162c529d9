/**
 * Numbers, đồng, percentages, seconds and bucket dates in the page's language (vi-VN or en-US).
 * Bucket dates are calendar days (YYYY-MM-DD) already in Vietnam's time zone: they are formatted
 * as UTC dates so no browser time zone shifts them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsPeriod } from '../../../../common/contracts/admin-statistics';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_OF } from '../../../lib/i18n/languages';

export function useStatisticsFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALE_OF[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const vnd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND' });
    const compactVnd = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'VND',
      notation: 'compact',
    });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const seconds = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    const day = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
    return {
      number: (value: number) => number.format(value),
      vnd: (value: number) => vnd.format(value),
      compactVnd: (value: number) => compactVnd.format(value),
      /** A 0..1 rate; null (nothing finished) is a dash. */
      percent: (value: number | null) => (value === null ? '—' : percent.format(value)),
      seconds: (value: number | null) => (value === null ? '—' : seconds.format(value)),
      /** A bucket's short label: its day, its week's Monday or its month. */
      bucket: (date: string, period: StatisticsPeriod) =>
        period === 'monthly' ? month.format(asDate(date)) : day.format(asDate(date)),
      fullDay: (date: string) => fullDay.format(asDate(date)),
    };
  }, [locale]);
}
export type StatisticsFormat = ReturnType<typeof useStatisticsFormat>;
