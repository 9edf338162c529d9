/**
 * Dates on the admin pages (docs/admin.md "The users screens"): shown in Vietnam's time, like
 * every date of the product, and a day picked in a filter is a day of Vietnam's calendar, sent
 * to the API as the instants it starts and ends at (start inclusive, end exclusive).
 */

/** Vietnam has one zone and no daylight saving: a day there starts at 00:00 UTC+7. */
const VIETNAM_OFFSET = '+07:00';
const DAY_MS = 86_400_000;

/** A date and time in Vietnam's time, in the language's order. */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** The instant a day (YYYY-MM-DD from a date input) starts; undefined for an empty field. */
export function dayStart(day: string): string | undefined {
  if (!day) return undefined;
  return new Date(`${day}T00:00:00${VIETNAM_OFFSET}`).toISOString();
}

/** The instant after a day ends: the filter's exclusive end, so the day itself is included. */
export function dayEnd(day: string): string | undefined {
  const start = dayStart(day);
  return start && new Date(new Date(start).getTime() + DAY_MS).toISOString();
}
