import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { ListPagination, type ListPage } from './list-pagination.tsx';

/** What RecordList reads of a list query (TanStack Query's result): its page, or why it failed. */
export interface RecordListQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
}

export interface RecordListProps<T> {
  /** The list's accessible name, also in its loading and failure texts: "Conversations". */
  label: string;
  /** The page asked for, read with `list.take` and `list.skip` (useListPage). */
  query: RecordListQuery<T>;
  list: ListPage;
  /** What the list holds, above it: "2 conversations with Mary Ivanoff that you can open, newest first." */
  summary: (total: number) => ReactNode;
  /** What to do from here (write to them, recommend services), beside the summary or under the empty state. */
  action: ReactNode;
  /** Said instead of the list when there is nothing in it. */
  empty: { title: string; text: ReactNode };
  /** One row, an `li` with its key. */
  row: (item: T) => ReactNode;
}

/**
 * One list of a participant's record (their conversations, the services recommended to them): a summary and an
 * action above the rows, a page at a time; with no rows, what the list is for and the same action. While the page
 * loads, a spinner; when it cannot be loaded, why. The component that owns `list` calls `list.keepWithin` with the
 * total as it renders (a state update belongs to its owner's render, not to this one's).
 */
export function RecordList<T>({ label, query, list, summary, action, empty, row }: RecordListProps<T>) {
  const what = label.toLowerCase();
  if (query.isError) return <ErrorAlert title={`The ${what} could not be loaded`} error={query.error} />;
  if (!query.data) return <Loader size="sm" aria-label={`Loading ${what}`} />;
  const { items, total } = query.data;
  if (total === 0)
    return (
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{empty.title}</Text>
          <Text size="sm" c="dimmed">
            {empty.text}
          </Text>
          {action}
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {summary(total)}
        </Text>
        {action}
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map(row)}
      </Stack>
      <ListPagination total={total} pageSize={list.take} page={list.page} onPage={list.setPage} />
    </Stack>
  );
}
