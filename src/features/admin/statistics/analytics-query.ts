/**
 * The analytics page's controls, kept in the URL's query (?period=&ai_function=&start_date=
 * &end_date=) so a view can be bookmarked and shared; the names are the API's.
 */
import {
  DEFAULT_STATISTICS_PERIOD,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from '../../../../common/contracts/admin-statistics';
import { isServiceSlug, type ServiceSlug } from '../../../../common/studios/studios';

export interface AnalyticsQuery {
  period: StatisticsPeriod;
  service: ServiceSlug | null;
  /** YYYY-MM-DD, or null for the server's default range. */
  startDate: string | null;
  endDate: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrNull = (value: string | null) => (value && DATE.test(value) ? value : null);

/** Reads the query from the URL; anything unknown falls back to the default. */
export function readAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  const period = params.get('period');
  const service = params.get('ai_function');
  return {
    period: STATISTICS_PERIODS.find((known) => known === period) ?? DEFAULT_STATISTICS_PERIOD,
    service: service && isServiceSlug(service) ? service : null,
    startDate: dateOrNull(params.get('start_date')),
    endDate: dateOrNull(params.get('end_date')),
  };
}

/** The URL query of a view: defaults are left out, so the plain page stays /admin/analytics. */
export function writeAnalyticsQuery(query: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.period !== DEFAULT_STATISTICS_PERIOD) params.set('period', query.period);
  if (query.service) params.set('ai_function', query.service);
  if (query.startDate) params.set('start_date', query.startDate);
  if (query.endDate) params.set('end_date', query.endDate);
  return params;
}

/** A stable key of the query, for loading (a new key aborts the old request). */
export const analyticsKey = (query: AnalyticsQuery) => writeAnalyticsQuery(query).toString();

/** Whether the dates can be sent: an end before the start is refused before asking. */
export const rangeIsValid = ({ startDate, endDate }: AnalyticsQuery) =>
  !startDate || !endDate || startDate <= endDate;
