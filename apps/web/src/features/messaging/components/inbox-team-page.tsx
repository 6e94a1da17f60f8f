import { Alert, Button, Group, Select, Stack, Switch } from '@mantine/core';
import { IconClockHour4, IconMessageBolt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../platform/layout/page.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { ActionFlagNotice } from '../../../platform/links/action-flag-notice.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { inboxTeamsOf } from '../../../platform/session/roles.ts';
import { chosenInboxTeam, teamInboxQueries } from '../api/team-inbox-queries.ts';
import { ArchiveSelectedButton, AssignToMeButton } from './inbox-bulk-actions.tsx';
import { useOpenAcrossPages } from './inbox-across-pages.ts';
import { InboxLayout } from './inbox-layout.tsx';
import { useSplitInboxLayout } from './inbox-split.ts';
import { InboxListPanel, type InboxEmptyState } from './inbox-list-panel.tsx';
import { useInboxControls, useInboxNavigation, withoutFlags } from './inbox-navigation.ts';
import type { TeamInboxSearch } from './inbox-search-params.ts';
import { useInboxSelection } from './inbox-selection.ts';
import { useNow } from './inbox-time.ts';
import { InboxSearchBox, InboxViewSwitch } from './inbox-toolbar.tsx';

export interface TeamInboxPageProps {
  archive: boolean;
  search: TeamInboxSearch;
}

/** /staff/team-inbox: the chosen team's threads, the unassigned filter, assign to me and bulk archive. */
export function TeamInboxPage({ archive, search }: TeamInboxPageProps) {
  const { user, status } = useCurrentUser();
  const teams = inboxTeamsOf(user);
  const team = chosenInboxTeam(user, search.team);

  if (status === 'success' && !team) {
    return (
      <Page title="Team inbox">
        <Alert color="indigo" variant="light" title="No team inbox to work" maw={720}>
          You are not in a team whose inbox you work. An administrator can give you a team role with team
          inbox access.
        </Alert>
      </Page>
    );
  }
  return (
    <Page
      title="Team inbox"
      documentTitle={archive ? 'Archive · Team inbox' : 'Team inbox'}
      description="Messages written to your team: pick them up, answer them, and pass them on."
    >
      <ActionFlagNotice search={search} />
      {/* Not keyed by the team: another team chosen in the Team select keeps the select, and the focus on it. */}
      {team && user ? (
        <TeamInbox
          archive={archive}
          search={search}
          team={team}
          teams={teams}
          staffMemberId={user.staffMemberId}
        />
      ) : null}
    </Page>
  );
}

interface TeamInboxProps extends TeamInboxPageProps {
  team: { id: string; name: string };
  teams: { id: string; name: string }[];
  staffMemberId: string | null;
}

function TeamInbox({ archive, search, team, teams, staffMemberId }: TeamInboxProps) {
  const split = useSplitInboxLayout();
  const quickMessagesOn = usePluginEnabled()('quickMessages');
  const { go } = useInboxNavigation();
  // The team stays in every address of this inbox, so a link or a reload shows the same team.
  const withTeam = { ...search, team: team.id };
  const controls = useInboxControls(withTeam, split);
  const now = useNow();
  const page = search.page ?? 1;
  const queries = teamInboxQueries(team.id, archive, search);
  const { unassignedOnly } = queries;

  const teamQuery = useQuery({ ...queries.teamThreads, enabled: !unassignedOnly });
  const unassignedQuery = useQuery({ ...queries.unassignedThreads, enabled: unassignedOnly });
  const query = unassignedOnly ? unassignedQuery : teamQuery;
  const counts = useQuery(queries.counts).data;
  const unresponded = useQuery(queries.unresponded).data?.total;

  const ids = query.data?.items.map((item) => item.id) ?? [];
  const selection = useInboxSelection(
    `${controls.pathname}|${team.id}|${unassignedOnly}|${search.q ?? ''}|${page}`,
    ids,
  );
  const openAcrossPages = useOpenAcrossPages({
    page,
    total: query.data?.total,
    pageQuery: (other) => {
      const otherPage = teamInboxQueries(team.id, archive, { ...search, page: other });
      return unassignedOnly ? otherPage.unassignedThreads : otherPage.teamThreads;
    },
    openOnPage: controls.openOnPage,
  });
  const searching = !unassignedOnly && (search.q ?? '') !== '';

  const empty: InboxEmptyState = searching
    ? {
        title: `No threads match “${search.q}”`,
        description: 'Check the spelling, or search for fewer or shorter words.',
        action: (
          <Button variant="light" onClick={() => controls.setQuery('')}>
            Clear the search
          </Button>
        ),
      }
    : archive
      ? {
          title: `Nothing archived in ${team.name}`,
          description:
            'Archive a thread for the team when it is dealt with: tick it in the inbox and choose Archive. It comes back when the participant writes again.',
        }
      : unassignedOnly
        ? {
            title: 'Every open thread has someone on it',
            description:
              'New threads nobody has picked up yet appear here. Switch off "Unassigned only" to see them all.',
          }
        : {
            title: `No open threads in ${team.name}`,
            description: 'Messages participants write to this team appear here as they arrive.',
          };

  const teamBar = (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label="Team inbox filters">
      <Select
        label="Team"
        data={teams.map((t) => ({ value: t.id, label: t.name }))}
        value={team.id}
        allowDeselect={false}
        onChange={(value) => {
          if (value && value !== team.id) go({ team: value, unassigned: search.unassigned });
        }}
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      {!archive ? (
        <Switch
          label="Unassigned only"
          checked={unassignedOnly}
          onChange={(event) =>
            go({
              ...withoutFlags(withTeam),
              unassigned: event.currentTarget.checked || undefined,
              q: event.currentTarget.checked ? undefined : search.q,
              page: undefined,
            })
          }
          mb={8}
        />
      ) : null}
      {/* The two links keep together: on a phone both start at the left, not one at each side. */}
      <Group gap="xs" ml="auto" wrap="wrap">
        <RouterButton
          to="/staff/team-inbox/$teamId/unresponded-messages"
          params={{ teamId: team.id }}
          variant="subtle"
          leftSection={<IconClockHour4 size={16} aria-hidden />}
        >
          {/* The dashboard's words for the same threads (SPEC's "unresponded"). */}
          Waiting for a reply{unresponded !== undefined ? ` (${unresponded})` : ''}
        </RouterButton>
        {quickMessagesOn ? (
          <RouterButton
            to="/staff/team-inbox/$teamId/quick-messages"
            params={{ teamId: team.id }}
            variant="subtle"
            leftSection={<IconMessageBolt size={16} aria-hidden />}
          >
            Quick messages
          </RouterButton>
        ) : null}
      </Group>
    </Group>
  );

  const list = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <InboxViewSwitch
          archive={archive}
          inbox={controls.viewLink('inbox', { team: team.id })}
          archiveView={controls.viewLink('archive', { team: team.id })}
          counts={
            counts ? { open: counts.open, archived: counts.archived, unread: counts.unread } : undefined
          }
        />
        <InboxSearchBox
          value={unassignedOnly ? undefined : search.q}
          onSearch={controls.setQuery}
          disabled={unassignedOnly}
          description={unassignedOnly ? 'Switch off "Unassigned only" to search.' : undefined}
          byParticipant
        />
      </Group>
      <InboxListPanel
        heading={archive ? 'Archived threads' : unassignedOnly ? 'Unassigned threads' : 'Open threads'}
        query={query}
        page={page}
        onPageChange={controls.setPage}
        viewer="staff"
        openThreadId={search.thread ?? null}
        hrefOf={controls.threadHref}
        onOpen={controls.openThread}
        now={now}
        empty={empty}
        notFoundText="You do not work this team's inbox."
        selection={selection}
        bulkActions={(threadIds) => (
          <>
            {!archive && staffMemberId ? (
              <AssignToMeButton
                threadIds={threadIds}
                staffMemberId={staffMemberId}
                onDone={selection.clear}
              />
            ) : null}
            <ArchiveSelectedButton
              threadIds={threadIds}
              archiveView={archive}
              teamId={team.id}
              onDone={selection.clear}
            />
          </>
        )}
      />
    </Stack>
  );

  const threadAlone = !split && search.thread !== undefined;
  return (
    <Stack gap="lg">
      {threadAlone ? null : teamBar}
      <InboxLayout
        list={list}
        openThreadId={search.thread ?? null}
        inboxKind="team-inbox"
        onOpen={controls.openThread}
        onBeyondTheList={openAcrossPages}
        onClose={controls.closeThread}
        onReferred={controls.referred}
      />
    </Stack>
  );
}
