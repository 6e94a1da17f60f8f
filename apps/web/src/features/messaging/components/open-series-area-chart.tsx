import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';

export interface OpenSeriesAreaChartProps {
  /** Height in pixels; the placeholder shown while this module loads has the same. */
  h: number;
  data: { day: string; open: number }[];
  withDots: boolean;
  'aria-label': string;
}

/**
 * The open-threads area chart. Its module carries Mantine's charts and Recharts (~110 kB gzip), so the dashboard
 * loads it after its first screen (dashboard-report-parts.tsx); the figure's heading, text alternative and caption
 * do not wait for it.
 */
export function OpenSeriesAreaChart({
  h,
  data,
  withDots,
  'aria-label': ariaLabel,
}: OpenSeriesAreaChartProps) {
  return (
    <AreaChart
      h={h}
      data={data}
      dataKey="day"
      series={[{ name: 'open', label: 'Open threads', color: 'indigo.6' }]}
      curveType="linear"
      withDots={withDots}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      areaChartProps={{ accessibilityLayer: false }}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
