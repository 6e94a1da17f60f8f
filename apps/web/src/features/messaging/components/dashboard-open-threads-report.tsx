import {
  THREAD_REPORT_TIME_FRAMES,
  type OpenThreadsReport,
  type ThreadReportTimeFrame,
} from '@casework/contract';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { hasRole, inboxTeamsOf } from '../../../platform/session/roles.ts';
import { FIRST_REPORT_TIME_FRAME, showsOpenThreadsReport } from '../api/staff-dashboard-queries.ts';
import { useOpenThreadsReport } from '../api/get-open-threads-report.ts';
import {
  ByAssigneeTable,
  ByTeamTable,
  DurationFigure,
  OpenSeriesChart,
  TIME_FRAME_LABELS,
} from './dashboard-report-parts.tsx';
import { plural } from '../../../platform/ui/plural.ts';

const ALL_TEAMS = 'all';

/**
 * The open-threads report of the staff dashboard: open team threads over a chosen time frame (chart with a text
 * alternative), by team and by assignee, and how fast threads get a first reply and get closed. Shown to staff who
 * work a team inbox, and to administrators (every team).
 */
export function DashboardOpenThreadsReport() {
  const { user } = useCurrentUser();
  const isEnabled = usePluginEnabled();
  const teams = inboxTeamsOf(user);
  const isAdministrator = hasRole(user, 'Administrator');
  const [timeFrame, setTimeFrame] = useState<ThreadReportTimeFrame>(FIRST_REPORT_TIME_FRAME);
  const [team, setTeam] = useState<string>(ALL_TEAMS);
  const visible = showsOpenThreadsReport(user, isEnabled);
  const teamId = team === ALL_TEAMS ? undefined : team;
  const report = useOpenThreadsReport({ timeFrame, teamId }, visible);
  // Administrators see every team's threads: the teams of the latest whole report can be picked too.
  const [wholeReport, setWholeReport] = useState<OpenThreadsReport | null>(null);
  const everyTeam =
    isAdministrator && teamId === undefined && !report.isPlaceholderData ? report.data : undefined;
  if (everyTeam && everyTeam !== wholeReport) setWholeReport(everyTeam);
  const reportTeams = wholeReport?.byTeam.map((row) => row.team) ?? [];
  if (!visible) return null;

  const allLabel = isAdministrator ? 'All teams' : 'All your teams';
  const teamChoices = [...teams, ...reportTeams.filter((t) => !teams.some((mine) => mine.id === t.id))].sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  const teamLabel = teamChoices.find((t) => t.id === teamId)?.name ?? allLabel.toLowerCase();

  return (
    <Card component="section" aria-labelledby="open-threads-report-heading" maw={1200}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconChartAreaLine size={22} aria-hidden />
            <Title order={2} size="h4" id="open-threads-report-heading">
              Open team threads
            </Title>
          </Group>
          <Group gap="sm" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="report-time-frame-label">
                Time frame
              </Text>
              <SegmentedControl
                aria-labelledby="report-time-frame-label"
                value={timeFrame}
                onChange={(value) => setTimeFrame(value as ThreadReportTimeFrame)}
                data={THREAD_REPORT_TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] }))}
              />
            </Stack>
            <Select
              label="Team"
              value={team}
              onChange={(value) => setTeam(value ?? ALL_TEAMS)}
              allowDeselect={false}
              data={[
                { value: ALL_TEAMS, label: allLabel },
                ...teams.map((t) => ({ value: t.id, label: t.name })),
              ]}
              w={220}
            />
          </Group>
        </Group>
        {report.isError ? (
          <Alert color="red" variant="light" title="The report could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(report.error)}</Text>
              <Button size="xs" variant="light" onClick={() => void report.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : !report.data ? (
          <Stack gap="sm" role="status" aria-label="Loading the report">
            <Skeleton height={250} />
            <Skeleton height={80} />
          </Stack>
        ) : (
          <Stack
            gap="md"
            aria-busy={report.isFetching}
            style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}
          >
            <OpenSeriesChart report={report.data} teamLabel={teamLabel} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DurationFigure
                title="Time to first reply"
                figure={report.data.firstResponse}
                measured={(n) =>
                  `Measured on ${plural(n, 'thread', 'threads')} a participant started in this time frame.`
                }
              />
              <DurationFigure
                title="Time to close"
                figure={report.data.timeToClose}
                measured={(n) => `Measured on ${plural(n, 'thread', 'threads')} closed in this time frame.`}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ByTeamTable rows={report.data.byTeam} />
              <ByAssigneeTable rows={report.data.byAssignee} />
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
