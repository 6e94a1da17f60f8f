import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface DailyBarChartProps {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  'aria-label': string;
}

/**
 * The bars of the logs' daily chart. Its module carries Mantine's charts and Recharts (~110 kB gzip), so the logs
 * page loads it after its first screen (daily-chart.tsx); the heading, text alternative and caption do not wait.
 */
export function DailyBarChart({ data, series, 'aria-label': ariaLabel }: DailyBarChartProps) {
  return (
    <BarChart
      // The placeholder in daily-chart.tsx holds the same height.
      h={220}
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
