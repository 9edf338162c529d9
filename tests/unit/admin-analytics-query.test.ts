/** The analytics page's query in the URL (src/features/admin/statistics/analytics-query.ts). */
import { describe, expect, it } from 'vitest';
import {
  rangeIsValid,
  readAnalyticsQuery,
  writeAnalyticsQuery,
} from '../../src/features/admin/statistics/analytics-query';

describe('the analytics query', () => {
  it('reads the API names from the URL', () => {
    const query = readAnalyticsQuery(
      new URLSearchParams(
        'period=weekly&ai_function=image-to-video&start_date=2025-01-06&end_date=2025-03-30',
      ),
    );
    expect(query).toEqual({
      period: 'weekly',
      service: 'image-to-video',
      startDate: '2025-01-06',
      endDate: '2025-03-30',
    });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(
      readAnalyticsQuery(new URLSearchParams('period=hourly&ai_function=teleport&start_date=soon')),
    ).toEqual({ period: 'monthly', service: null, startDate: null, endDate: null });
  });

  it('leaves the defaults out of the URL and round-trips the rest', () => {
    expect(
      writeAnalyticsQuery({
        period: 'monthly',
        service: null,
        startDate: null,
        endDate: null,
      }).toString(),
    ).toBe('');
    const query = {
      period: 'daily',
      service: 'virtual-tryon',
      startDate: '2025-05-01',
      endDate: null,
    } as const;
    expect(readAnalyticsQuery(writeAnalyticsQuery(query))).toEqual(query);
  });

  it('flags an end before the start', () => {
    const base = { period: 'daily', service: null } as const;
    expect(rangeIsValid({ ...base, startDate: '2025-05-02', endDate: '2025-05-01' })).toBe(false);
    expect(rangeIsValid({ ...base, startDate: '2025-05-01', endDate: '2025-05-01' })).toBe(true);
    expect(rangeIsValid({ ...base, startDate: null, endDate: '2025-05-01' })).toBe(true);
  });
});
