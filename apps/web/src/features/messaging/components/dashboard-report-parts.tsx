import type { OpenThreadsReport, ThreadReportTimeFrame } from '@casework/contract';
import { Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useId } from 'react';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import { formatBucketDate, formatReportDuration } from './report-durations.ts';
import { plural } from '../../../platform/ui/plural.ts';

/** The pieces of the dashboard's open-threads report: the chart with its text alternative, figures and tables. */

/** Loaded after the dashboard's first screen: Mantine's charts and Recharts are ~110 kB gzip. */
const LoadedAreaChart = lazyWithRetry(async () => ({
  default: (await import('./open-series-area-chart.tsx')).OpenSeriesAreaChart,
}));

/** The chart's height, and its placeholder's while it loads, so nothing moves when it arrives. */
const CHART_HEIGHT = 220;

export const TIME_FRAME_LABELS: Record<ThreadReportTimeFrame, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': '1 year',
};

type Point = OpenThreadsReport['series'][number];

/** One sentence saying what the chart shows (also its text alternative with the hidden table). */
export function reportSummary(report: Pick<OpenThreadsReport, 'series' | 'bucket'>): string {
  const { series } = report;
  if (series.length === 0) return 'No figures for this time frame.';
  const first = series[0]!;
  const last = series.at(-1)!;
  const peak = series.reduce((best, p) => (p.open > best.open ? p : best), first);
  const change = last.open - first.open;
  const trend =
    change === 0
      ? `the same as on ${formatBucketDate(first.date)}`
      : `${plural(Math.abs(change), 'thread', 'threads')} ${change > 0 ? 'more' : 'fewer'} than on ${formatBucketDate(first.date)}`;
  const period = report.bucket === 'week' ? 'the week of ' : '';
  return (
    `${plural(last.open, 'thread', 'threads')} open at the end of ${period}${formatBucketDate(last.date)}, ${trend}. ` +
    `Most: ${peak.open.toLocaleString('en-US')} ${report.bucket === 'week' ? 'in the week of' : 'on'} ${formatBucketDate(peak.date)}.`
  );
}

export function DurationFigure({
  title,
  figure,
  measured,
}: {
  title: string;
  figure: OpenThreadsReport['firstResponse'];
  measured: (count: number) => string;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {figure.count === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          Nothing to measure in this time frame yet.
        </Text>
      ) : (
        <>
          <Group gap="lg" mt={4} align="flex-end">
            <div>
              <Text size="xs" c="dimmed">
                Median
              </Text>
              <Text fz="xl" fw={700}>
                {formatReportDuration(figure.medianSeconds)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                9 in 10 within
              </Text>
              <Text fz="xl" fw={700}>
                {formatReportDuration(figure.p90Seconds)}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {measured(figure.count)}
          </Text>
        </>
      )}
    </Paper>
  );
}

export function OpenSeriesChart({ report, teamLabel }: { report: OpenThreadsReport; teamLabel: string }) {
  const titleId = useId();
  const withYear = report.timeFrame === '365d';
  const heading = report.bucket === 'week' ? 'Open threads, week by week' : 'Open threads, day by day';
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId} mb="xs">
        {heading}
      </Title>
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} aria-hidden />}>
        <LoadedAreaChart
          h={CHART_HEIGHT}
          data={report.series.map((p: Point) => ({ day: formatBucketDate(p.date, withYear), open: p.open }))}
          withDots={report.series.length <= 31}
          aria-label={`Area chart of open threads in ${teamLabel}, last ${TIME_FRAME_LABELS[report.timeFrame]}`}
        />
      </Suspense>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{heading}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{report.bucket === 'week' ? 'Week of' : 'Day'}</Table.Th>
              <Table.Th scope="col">Open threads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.series.map((p) => (
              <Table.Tr key={p.date}>
                <Table.Th scope="row">{formatBucketDate(p.date, true)}</Table.Th>
                <Table.Td>{p.open}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      <Text size="sm" component="figcaption" mt="xs">
        {reportSummary(report)}
      </Text>
    </Paper>
  );
}

export function ByTeamTable({ rows }: { rows: OpenThreadsReport['byTeam'] }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6" id="report-by-team-heading">
        By team
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No open team threads.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table striped aria-labelledby="report-by-team-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Team</Table.Th>
                <Table.Th scope="col" ta="right">
                  Open
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Unassigned
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.team.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.team.name}
                  </Table.Th>
                  <Table.Td ta="right">{row.open.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{row.unassigned.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function ByAssigneeTable({ rows }: { rows: OpenThreadsReport['byAssignee'] }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6" id="report-by-assignee-heading">
        By assignee
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No open thread is assigned to anyone.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={220}>
          <Table striped aria-labelledby="report-by-assignee-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Staff member</Table.Th>
                <Table.Th scope="col" ta="right">
                  Open
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.staffMember.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.staffMember.name}
                  </Table.Th>
                  <Table.Td ta="right">{row.open.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
