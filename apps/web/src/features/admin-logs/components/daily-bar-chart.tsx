import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface DailyBarChartProps {
  /** Height in pixels; the placeholder shown while this module loads has the same. */
  h: number;
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  'aria-label': string;
}

/**
 * The bars of the logs' daily chart. Its module carries Mantine's charts and Recharts (~110 kB gzip), so the logs
 * page loads it after its first screen (daily-chart.tsx); the heading, text alternative and caption do not wait.
 */
export function DailyBarChart({ h, data, series, 'aria-label': ariaLabel }: DailyBarChartProps) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="day"
      type={series.length > 1 ? 'stacked' : 'default'}
      series={series}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'top', height: 32 }}
      tickLine="y"
      gridAxis="x"
      yAxisProps={{ allowDecimals: false }}
      barChartProps={{ accessibilityLayer: false }}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
