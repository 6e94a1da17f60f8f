import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { ActionFlagNotice } from '../../../platform/links/action-flag-notice.tsx';
import { useQuery } from '@tanstack/react-query';
import { userInboxQueries } from '../api/user-inbox-queries.ts';
import { ArchiveSelectedButton } from './inbox-bulk-actions.tsx';
import { useOpenAcrossPages } from './inbox-across-pages.ts';
import { InboxLayout } from './inbox-layout.tsx';
import { useSplitInboxLayout } from './inbox-split.ts';
import { InboxListPanel, type InboxEmptyState } from './inbox-list-panel.tsx';
import { useInboxControls } from './inbox-navigation.ts';
import type { InboxSearch } from './inbox-search-params.ts';
import { useInboxSelection } from './inbox-selection.ts';
import { useNow } from './inbox-time.ts';
import { InboxSearchBox, InboxViewSwitch } from './inbox-toolbar.tsx';

export interface UserInboxPageProps {
  kind: 'staff-inbox' | 'team-member-inbox' | 'participant-inbox';
  /** Whose inbox: the caller's user id, or (supervisors) a team member's user or staff member id. */
  userId: string;
  archive: boolean;
  search: InboxSearch;
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (New message, the team member inboxes). */
  actions?: ReactNode;
  empty: { inbox: InboxEmptyState; archive: InboxEmptyState };
  /** A supervisor reading a member's inbox: nothing to select, nothing to archive on their behalf. */
  readOnly?: boolean;
  notFoundText?: string;
}

/** A personal inbox (GET /threads/users/{userId}): the caller's, a participant's, or a team member's. */
export function UserInboxPage(props: UserInboxPageProps) {
  const { kind, userId, archive, search, readOnly = false } = props;
  const split = useSplitInboxLayout();
  const controls = useInboxControls(search, split);
  const now = useNow();
  const page = search.page ?? 1;
  const queries = userInboxQueries(userId, archive, search);
  const query = useQuery(queries.threads);
  const counts = useQuery(queries.counts).data;
  const ids = query.data?.items.map((item) => item.id) ?? [];
  const selection = useInboxSelection(`${controls.pathname}|${search.q ?? ''}|${page}`, ids);
  const openAcrossPages = useOpenAcrossPages({
    page,
    total: query.data?.total,
    pageQuery: (other) => userInboxQueries(userId, archive, { ...search, page: other }).threads,
    openOnPage: controls.openOnPage,
  });
  const searching = (search.q ?? '') !== '';

  const empty: InboxEmptyState = searching
    ? {
        title: `No ${kind === 'participant-inbox' ? 'conversations' : 'threads'} match “${search.q}”`,
        description: 'Check the spelling, or search for fewer or shorter words.',
        action: (
          <Button variant="light" onClick={() => controls.setQuery('')}>
            Clear the search
          </Button>
        ),
      }
    : archive
      ? props.empty.archive
      : props.empty.inbox;

  const list = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <InboxViewSwitch
          archive={archive}
          inbox={controls.viewLink('inbox')}
          archiveView={controls.viewLink('archive')}
          counts={
            counts ? { open: counts.open, archived: counts.archived, unread: counts.unread } : undefined
          }
        />
        <InboxSearchBox
          value={search.q}
          onSearch={controls.setQuery}
          byParticipant={kind !== 'participant-inbox'}
        />
      </Group>
      <InboxListPanel
        heading={
          kind === 'participant-inbox'
            ? archive
              ? 'Archived conversations'
              : 'Your conversations'
            : archive
              ? 'Archived threads'
              : 'Open threads'
        }
        query={query}
        page={page}
        onPageChange={controls.setPage}
        viewer={kind === 'participant-inbox' ? 'participant' : 'staff'}
        openThreadId={search.thread ?? null}
        hrefOf={controls.threadHref}
        onOpen={controls.openThread}
        now={now}
        empty={empty}
        notFoundText={props.notFoundText}
        selection={readOnly ? undefined : selection}
        bulkActions={(threadIds) => (
          <ArchiveSelectedButton threadIds={threadIds} archiveView={archive} onDone={selection.clear} />
        )}
      />
    </Stack>
  );

  return (
    <Page
      title={props.title}
      documentTitle={archive ? `Archive · ${props.title}` : props.title}
      description={props.description}
      actions={props.actions}
    >
      <ActionFlagNotice search={search} />
      <InboxLayout
        list={list}
        openThreadId={search.thread ?? null}
        inboxKind={kind}
        onOpen={controls.openThread}
        onBeyondTheList={openAcrossPages}
        onClose={controls.closeThread}
        onReferred={controls.referred}
      />
    </Page>
  );
}
