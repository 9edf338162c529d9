/**
 * Requests per day for the last 30 days as plain SVG bars (errors in red on top of the rest): no
 * chart library for one small chart. Each bar carries its day and counts as a tooltip, and the
 * whole chart a text summary for screen readers.
 */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiUsageResponse } from '../../../common/contracts/api-tokens';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

export function UsageChart({ days }: { days: ApiUsageResponse['days'] }) {
  const { t } = useTranslation('api');
  const highest = Math.max(1, ...days.map((day) => day.requests));
  const slot = WIDTH / days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - AXIS;
  const heightOf = (count: number) => (count / highest) * (plotHeight - 4);
  const total = days.reduce((sum, day) => sum + day.requests, 0);
  return (
    <Box as="figure" m="0" data-testid="usage-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('usage.chartLabel', { count: total, days: days.length })}
      >
        <line x1="0" x2={WIDTH} y1={plotHeight} y2={plotHeight} stroke="#CBD5E0" />
        {days.map((day, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const ok = heightOf(day.requests - day.errors);
          const failed = heightOf(day.errors);
          return (
            <g key={day.day} data-testid={`usage-bar-${day.day}`} data-requests={day.requests}>
              <title>
                {t('usage.barTitle', { day: day.day, count: day.requests, errors: day.errors })}
              </title>
              <rect x={x} y={plotHeight - ok} width={barWidth} height={ok} fill="#6B46C1" rx="1" />
              <rect
                x={x}
                y={plotHeight - ok - failed}
                width={barWidth}
                height={failed}
                fill="#E53E3E"
                rx="1"
              />
            </g>
          );
        })}
        <text x="0" y={HEIGHT - 4} fontSize="11" fill="#718096">
          {days[0]?.day}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} fontSize="11" fill="#718096" textAnchor="end">
          {days.at(-1)?.day}
        </text>
        <text x={WIDTH} y="11" fontSize="11" fill="#718096" textAnchor="end">
          {t('usage.peak', { count: highest })}
        </text>
      </svg>
    </Box>
  );
}
