/** Dates and times in the user's language, in Vietnam's time zone (the API and admin pages). */
import { useTranslation } from 'react-i18next';

export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'vi' ? 'vi-VN' : 'en-GB';
  return (iso: string) =>
    new Date(iso).toLocaleString(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
}
