import type { ListThreadsResponse } from '@casework/contract';
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { INBOX_PAGE_SIZE } from './inbox-search-params.ts';
import type { InboxSelection } from './inbox-selection.ts';
import { ThreadList, type ThreadListViewer } from './thread-list.tsx';
import { threadWords, type ThreadWords } from './thread-words.ts';

/** Finds the list's heading, which takes the focus when a closed thread leaves the list and no row is left. */
export const INBOX_LIST_HEADING_SELECTOR = '[data-inbox-list-heading]';

export interface InboxEmptyState {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

export interface InboxListPanelProps {
  /** The list's heading (h2), e.g. "Open threads" (participants: "Your conversations"). */
  heading: string;
  query: UseQueryResult<ListThreadsResponse>;
  page: number;
  onPageChange: (page: number) => void;
  viewer: ThreadListViewer;
  openThreadId: string | null;
  hrefOf: (threadId: string) => string;
  onOpen: (threadId: string) => void;
  now: number;
  empty: InboxEmptyState;
  /** When the list answers 404: the inbox is not there or not the caller's. */
  notFoundText?: string;
  /** Bulk selection and the actions for it; without them the list is read-only. */
  selection?: InboxSelection;
  bulkActions?: (selected: string[]) => ReactNode;
}

/** An inbox list with its states: loading, failed, empty, the rows, bulk actions and pages. */
export function InboxListPanel(props: InboxListPanelProps) {
  const { heading, query, page, onPageChange, selection, bulkActions, empty } = props;
  const headingId = useId();
  const total = query.data?.total ?? 0;
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const words = threadWords(props.viewer === 'participant');

  return (
    <Stack gap="sm" aria-busy={query.isFetching || undefined}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id={headingId} tabIndex={-1} data-inbox-list-heading>
          {heading}
        </Title>
        {query.data ? (
          <Text size="sm" c="dimmed">
            {words.count(total)}
            {pages > 1 ? `, page ${page} of ${pages}` : ''}
          </Text>
        ) : null}
      </Group>
      {query.isError ? (
        isApiError(query.error) && query.error.status === 404 && props.notFoundText ? (
          <Alert color="orange" title="Not found" role="alert">
            {props.notFoundText}
          </Alert>
        ) : (
          <Alert color="red" title={`The ${words.many} could not be loaded`} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(query.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )
      ) : !query.data ? (
        <Stack gap={6} aria-label={`Loading ${words.many}`} role="status">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={72} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        page > 1 && total > 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs" align="flex-start">
              <Text>There are no {words.many} on this page any more.</Text>
              <Button variant="light" onClick={() => onPageChange(1)}>
                Go to the first page
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p="xl" radius="md">
            <EmptyState
              icon={<IconInbox size={28} aria-hidden />}
              withIndicatorBackground
              title={empty.title}
              description={empty.description}
            >
              {empty.action ? <EmptyState.Actions>{empty.action}</EmptyState.Actions> : null}
            </EmptyState>
          </Paper>
        )
      ) : (
        <>
          {selection ? (
            <BulkBar
              selection={selection}
              words={words}
              itemCount={items.length}
              actions={bulkActions?.([...selection.selected])}
            />
          ) : null}
          <ThreadList
            items={items}
            labelledBy={headingId}
            viewer={props.viewer}
            openThreadId={props.openThreadId}
            hrefOf={props.hrefOf}
            onOpen={props.onOpen}
            selection={selection ? { selected: selection.selected, onToggle: selection.toggle } : undefined}
            now={props.now}
          />
          <ListPagination
            total={total}
            pageSize={INBOX_PAGE_SIZE}
            page={page}
            onPage={onPageChange}
            size="sm"
          />
        </>
      )}
    </Stack>
  );
}

function BulkBar({
  selection,
  words,
  itemCount,
  actions,
}: {
  selection: InboxSelection;
  words: ThreadWords;
  itemCount: number;
  actions: ReactNode;
}) {
  const count = selection.selected.size;
  const selectAllRef = useRef<HTMLInputElement>(null);
  // The actions go with the selection: after one (archived, assigned), the focus that was on its button stays in
  // the list, on this checkbox, rather than falling back to the top of the page.
  const hadSelection = useRef(false);
  useEffect(() => {
    if (count === 0 && hadSelection.current && focusIsLost()) selectAllRef.current?.focus();
    hadSelection.current = count > 0;
  }, [count]);
  return (
    <Paper
      withBorder={count > 0}
      radius="md"
      px={count > 0 ? 'sm' : 'md'}
      py={count > 0 ? 6 : 0}
      bg={count > 0 ? 'var(--mantine-primary-color-light)' : 'transparent'}
    >
      <Group gap="sm" justify="space-between" wrap="wrap" role="group" aria-label={`Selected ${words.many}`}>
        <Checkbox
          ref={selectAllRef}
          label={count > 0 ? `${count} selected` : 'Select all on this page'}
          checked={count > 0 && count === itemCount}
          indeterminate={count > 0 && count < itemCount}
          onChange={(event) => selection.setAll(event.currentTarget.checked)}
          aria-label={count > 0 ? `${count} selected; select all on this page` : undefined}
        />
        {count > 0 ? (
          <Group gap="xs">
            {actions}
            <Button size="xs" variant="subtle" onClick={selection.clear}>
              Clear selection
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
