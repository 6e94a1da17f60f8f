import type { DailyLogCountsResponse } from '@casework/contract';
import { Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useId } from 'react';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import { displayDate } from './log-time.ts';
import type { LogTab } from './log-search-params.ts';
import { plural } from '../../../platform/ui/plural.ts';

type Day = DailyLogCountsResponse['days'][number];

/** Loaded after the page's first screen: Mantine's charts and Recharts are ~110 kB gzip. */
const LoadedBarChart = lazyWithRetry(async () => ({
  default: (await import('./daily-bar-chart.tsx')).DailyBarChart,
}));

/** The chart's height, and its placeholders' while the answer or the chart's code loads. */
const CHART_HEIGHT = 220;

export interface DailyChartProps {
  log: LogTab;
  days: readonly Day[] | undefined;
  error: unknown;
  /** "03/01/2025 to 03/30/2025" */
  rangeLabel: string;
}

interface Series {
  name: string;
  label: string;
  color: string;
  value: (day: Day) => number;
}

const SERIES: Record<LogTab, Series[]> = {
  activity: [
    {
      name: 'sensitive',
      label: 'Sensitive-info access',
      color: 'red.7',
      value: (d) => d.sensitiveAccess,
    },
    {
      name: 'other',
      label: 'Other activity',
      color: 'indigo.4',
      value: (d) => Math.max(0, d.activity - d.sensitiveAccess),
    },
  ],
  'user-actions': [{ name: 'actions', label: 'User actions', color: 'teal.6', value: (d) => d.userActions }],
};

/** One sentence that says what the chart shows, for everyone (and the chart's text alternative). */
export function chartSummary(log: LogTab, days: readonly Day[]): string {
  const count = (d: Day) => (log === 'activity' ? d.activity : d.userActions);
  const total = days.reduce((sum, d) => sum + count(d), 0);
  const span = plural(days.length, 'day', 'days');
  if (total === 0) return `No ${log === 'activity' ? 'activity-log entries' : 'user actions'} in ${span}.`;
  const busiest = days.reduce((best, d) => (count(d) > count(best) ? d : best));
  const what =
    log === 'activity'
      ? plural(total, 'activity-log entry', 'activity-log entries')
      : plural(total, 'user action', 'user actions');
  const sensitive =
    log === 'activity'
      ? `, ${plural(
          days.reduce((s, d) => s + d.sensitiveAccess, 0),
          'sensitive-info access',
          'sensitive-info accesses',
        )}`
      : '';
  return `${what} in ${span}${sensitive}. Busiest day: ${displayDate(busiest.date)} with ${count(busiest).toLocaleString('en-US')}.`;
}

/** Entries per day for the chosen dates, as bars, with a sentence and a hidden table that say the same in words. */
export function DailyChart({ log, days, error, rangeLabel }: DailyChartProps) {
  const titleId = useId();
  const series = SERIES[log];
  const heading = log === 'activity' ? 'Activity per day' : 'User actions per day';

  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5" id={titleId}>
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {rangeLabel}, Alaska time.{' '}
            {log === 'activity'
              ? 'The person and participant filters apply here; the kind filter does not.'
              : 'The person filter applies here; the category filter does not.'}
          </Text>
        </div>
        {error ? (
          <ErrorAlert title="The chart could not be loaded" error={error} />
        ) : !days ? (
          <Skeleton height={CHART_HEIGHT} aria-label="Loading the chart" role="status" />
        ) : (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} aria-hidden />}>
            <LoadedBarChart
              h={CHART_HEIGHT}
              data={days.map((d) => ({
                day: displayDate(d.date).slice(0, 5),
                ...Object.fromEntries(series.map((s) => [s.name, s.value(d)])),
              }))}
              series={series.map(({ name, label, color }) => ({ name, label, color }))}
              aria-label={`Bar chart of ${heading.toLowerCase()}, ${rangeLabel}`}
            />
          </Suspense>
        )}
      </Stack>
      {days && !error ? (
        <>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{heading}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Day</Table.Th>
                  {series.map((s) => (
                    <Table.Th scope="col" key={s.name}>
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.date}>
                    <Table.Th scope="row">{displayDate(d.date)}</Table.Th>
                    {series.map((s) => (
                      <Table.Td key={s.name}>{s.value(d)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
          <Text size="sm" component="figcaption" mt="xs">
            {chartSummary(log, days)}
          </Text>
        </>
      ) : null}
    </Paper>
  );
}
