/**
 * Bars over categories (days, weeks, months, codes), one bar per series or stacked, drawn by
 * @chakra-ui/charts on recharts. Only the admin area imports this file: the charts' code is a
 * chunk of its own that no public page or studio loads (tests/e2e/first-visit.spec.ts).
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/** The widest a bar gets: one payment's bar would otherwise fill the whole chart. */
const MAX_BAR_PX = 48;

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface SeriesBarChartProps {
  /** One row per category: `label` is shown on the axis, the series' keys hold the values. */
  data: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  stacked?: boolean;
  /** Bars along the vertical axis (long category names such as failure codes). */
  horizontal?: boolean;
  formatValue?: (value: number) => string;
}

export function SeriesBarChart({
  data,
  series,
  stacked = false,
  horizontal = false,
  formatValue,
}: SeriesBarChartProps) {
  const chart = useChart({
    data,
    series: series.map(({ key, label, color }) => ({
      name: key,
      label,
      color,
      ...(stacked && { stackId: 'all' }),
    })),
  });
  const valueAxis = {
    axisLine: false,
    tickLine: false,
    tickFormatter: formatValue,
    allowDecimals: false,
  };
  const categoryAxis = { axisLine: false, tickLine: false, dataKey: chart.key('label') };
  return (
    <Chart.Root chart={chart} h="full" aspectRatio="auto">
      <BarChart
        responsive
        data={chart.data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ left: 8, right: 8 }}
      >
        <CartesianGrid
          stroke={chart.color('border.muted')}
          vertical={horizontal}
          horizontal={!horizontal}
        />
        {horizontal ? (
          <>
            <XAxis type="number" {...valueAxis} />
            <YAxis type="category" width={130} {...categoryAxis} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} />
            <YAxis width={formatValue ? 72 : 40} {...valueAxis} />
          </>
        )}
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          isAnimationActive={false}
          content={<Chart.Tooltip formatter={formatValue} />}
        />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
            radius={stacked ? 0 : 4}
            maxBarSize={MAX_BAR_PX}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
