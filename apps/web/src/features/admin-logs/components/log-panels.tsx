import type { ActivityLogView, UserActionLogView } from '@casework/contract';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';

import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { useDailyCounts } from '../api/get-daily-counts.ts';
import { useActivityLog } from '../api/list-activity.ts';
import { useUserActions } from '../api/list-user-actions.ts';
import { ActivityLogTable } from './activity-log-table.tsx';
import { DailyChart } from './daily-chart.tsx';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { ActivityLogCards, UserActionCards } from './log-entry-cards.tsx';
import { LogFilters } from './log-filters.tsx';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';
import { SENSITIVE_KIND } from './log-labels.ts';
import {
  LOG_PAGE_SIZE,
  activityFilterOf,
  userActionFilterOf,
  type AdminLogsSearch,
  type DayRange,
} from './log-search-params.ts';
import { displayDate } from './log-time.ts';
import { UserActionsTable } from './user-actions-table.tsx';

export interface LogPanelProps {
  search: AdminLogsSearch;
  range: DayRange;
  /** Merges filter values into the URL (back to page 1). */
  onApply: (values: Partial<AdminLogsSearch>) => void;
  onReset: () => void;
  onPage: (page: number) => void;
}

type Person = { id: string; name: string } | null;

function nameOf(people: readonly Person[], userId: string | undefined): string | null {
  return (userId && people.find((p) => p?.id === userId)?.name) || null;
}

function rangeLabel(range: DayRange): string {
  return range.first === range.last
    ? displayDate(range.first)
    : `${displayDate(range.first)} to ${displayDate(range.last)}`;
}

function pageCaption(total: number, page: number, shown: number): string {
  if (total === 0) return 'No entries';
  const first = (page - 1) * LOG_PAGE_SIZE + 1;
  return `Entries ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}, newest first`;
}

/** Loading, error, empty or the table, then the pages. */
function LogList({
  query,
  page,
  onPage,
  children,
}: {
  query: { isError: boolean; error: unknown; data?: { items: readonly unknown[]; total: number } };
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (query.isError) {
    return <ErrorAlert title="The log could not be loaded" error={query.error} />;
  }
  if (!query.data) {
    return <TableSkeleton rows={5} rowHeight={48} label="Loading log entries" />;
  }
  if (query.data.items.length === 0 && query.data.total > 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>There are no entries on page {page}.</Text>
        <Button variant="default" mt="sm" onClick={() => onPage(1)}>
          Go to the first page
        </Button>
      </Paper>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>No entries match these filters.</Text>
        <Text size="sm" c="dimmed">
          Try a longer date range, or reset the filters.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {children}
      <ListPagination total={query.data.total} pageSize={LOG_PAGE_SIZE} page={page} onPage={onPage} />
    </Stack>
  );
}

/** The activity log tab: filters, chart, "sensitive access only", CSV, and the entries. */
export function ActivityPanel({ search, range, onApply, onReset, onPage }: LogPanelProps) {
  const filter = activityFilterOf(search, range);
  const page = search.page ?? 1;
  const list = useActivityLog({ ...filter, take: LOG_PAGE_SIZE, skip: (page - 1) * LOG_PAGE_SIZE });
  const daily = useDailyCounts({
    from: filter.from,
    to: filter.to,
    userId: filter.userId,
    participantId: filter.participantId,
  });
  const items: readonly ActivityLogView[] = list.data?.items ?? [];
  const sensitiveOnly = search.kind === SENSITIVE_KIND;
  const compact = useCompactLayout();
  const entries = {
    items,
    caption: pageCaption(list.data?.total ?? 0, page, items.length),
    onSelectUser: search.userId ? undefined : (userId: string) => onApply({ userId }),
    onSelectParticipant: search.participantId
      ? undefined
      : (participantId: string) => onApply({ participantId }),
  };

  return (
    <Stack gap="md">
      <LogFilters
        tab="activity"
        search={search}
        range={range}
        serverErrors={fieldErrorsOf(list.error, 'query.')}
        busy={list.isFetching}
        personName={nameOf(
          items.map((e) => e.actor),
          search.userId,
        )}
        onApply={onApply}
        onReset={onReset}
      />
      <DailyChart log="activity" days={daily.data?.days} error={daily.error} rangeLabel={rangeLabel(range)} />
      <Group justify="space-between" gap="sm">
        <Switch
          label={
            <Group gap={4} component="span">
              <IconShieldLock size={16} aria-hidden color="var(--mantine-color-red-8)" />
              Sensitive-info access only
            </Group>
          }
          checked={sensitiveOnly}
          onChange={(e) => onApply({ kind: e.currentTarget.checked ? SENSITIVE_KIND : undefined })}
        />
        <DownloadCsvButton
          request={{ log: 'activity', filter }}
          label="Download CSV of the activity log with these filters"
        />
      </Group>
      <LogList query={list} page={page} onPage={onPage}>
        {compact ? <ActivityLogCards {...entries} /> : <ActivityLogTable {...entries} />}
      </LogList>
    </Stack>
  );
}

/** The user actions tab: filters, chart, CSV, and the entries. */
export function UserActionsPanel({ search, range, onApply, onReset, onPage }: LogPanelProps) {
  const filter = userActionFilterOf(search, range);
  const page = search.page ?? 1;
  const list = useUserActions({ ...filter, take: LOG_PAGE_SIZE, skip: (page - 1) * LOG_PAGE_SIZE });
  const daily = useDailyCounts({ from: filter.from, to: filter.to, userId: filter.userId });
  const items: readonly UserActionLogView[] = list.data?.items ?? [];
  const compact = useCompactLayout();
  const entries = {
    items,
    caption: pageCaption(list.data?.total ?? 0, page, items.length),
    onSelectUser: search.userId ? undefined : (userId: string) => onApply({ userId }),
  };

  return (
    <Stack gap="md">
      <LogFilters
        tab="user-actions"
        search={search}
        range={range}
        serverErrors={fieldErrorsOf(list.error, 'query.')}
        busy={list.isFetching}
        personName={nameOf(
          items.map((e) => e.user),
          search.userId,
        )}
        onApply={onApply}
        onReset={onReset}
      />
      <DailyChart
        log="user-actions"
        days={daily.data?.days}
        error={daily.error}
        rangeLabel={rangeLabel(range)}
      />
      <Group justify="flex-end">
        <DownloadCsvButton
          request={{ log: 'user-actions', filter }}
          label="Download CSV of the user actions with these filters"
        />
      </Group>
      <LogList query={list} page={page} onPage={onPage}>
        {compact ? <UserActionCards {...entries} /> : <UserActionsTable {...entries} />}
      </LogList>
    </Stack>
  );
}
