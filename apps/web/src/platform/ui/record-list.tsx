import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination, type ListPage } from './list-pagination.tsx';

export interface RecordListProps {
  /** The list's accessible name: "Conversations". */
  label: string;
  /** How many items there are in all. */
  total: number;
  /** The page shown (useListPage). */
  list: ListPage;
  /** What the list holds, above it: "2 conversations with Mary Ivanoff that you can open, newest first." */
  summary: ReactNode;
  /** What to do from here (write to them, recommend services), beside the summary or under the empty state. */
  action: ReactNode;
  /** Said instead of the list when there is nothing in it. */
  empty: { title: string; text: ReactNode };
  /** The rows, each an `li`. */
  children: ReactNode;
}

/**
 * One list of a participant's record (their conversations, the services recommended to them): a summary and an
 * action above the rows, a page at a time; with no rows, what the list is for and the same action.
 */
export function RecordList({ label, total, list, summary, action, empty, children }: RecordListProps) {
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
          {summary}
        </Text>
        {action}
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {children}
      </Stack>
      <ListPagination total={total} pageSize={list.take} page={list.page} onPage={list.setPage} />
    </Stack>
  );
}
