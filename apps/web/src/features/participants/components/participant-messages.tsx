import type { ParticipantThreadItem, PluginKey } from '@casework/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useListPage } from '../../../platform/ui/list-pagination.tsx';
import { RecordList } from '../../../platform/ui/record-list.tsx';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { useParticipantThreads } from '../api/list-participant-threads.ts';

/** Conversations per page of a record. */
export const PARTICIPANT_MESSAGES_PAGE_SIZE = 10;

export interface ParticipantMessagesProps {
  participantId: string;
  /** "Mary Ivanof", for the sentences. */
  name: string;
}

/** A link to the new-message form with the participant chosen: a plain click stays in the app. */
function NewMessageLink({ participantId }: { participantId: string }) {
  const navigate = useNavigate();
  const session = useAuthenticatedSession();
  const isEnabled = usePluginEnabled();
  // The new-message form is part of the inbox.
  if (!isEnabled('inbox')) return null;
  const href = newMessageHref({ area: 'staff', userId: session.user.id, participantId });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Button
      component="a"
      href={href}
      onClick={follow}
      variant="light"
      leftSection={<IconMessagePlus size={16} aria-hidden />}
    >
      New message
    </Button>
  );
}

/** The staff member on the thread whose inbox it opens in, for "In the inbox of …". */
function memberName(thread: ParticipantThreadItem, staffMemberId: string): string | null {
  const staff = [thread.owner, ...thread.assignees].find((s) => s?.id === staffMemberId);
  return staff?.name ?? null;
}

/** The app areas (plugins) conversations open in, by name. */
const INBOX_AREAS = { teamInbox: 'team inbox', inbox: 'inbox' } as const satisfies Partial<
  Record<PluginKey, string>
>;

/** The area a thread opens in: the team inbox for a team's thread, the inbox for a personal one. */
const areaOf = (thread: ParticipantThreadItem): keyof typeof INBOX_AREAS =>
  thread.openIn.kind === 'team' ? 'teamInbox' : 'inbox';

/**
 * The thread, opened in the inbox that holds it for the viewer (and in its archive view when archived there); its
 * subject alone, with why, when an administrator has switched that inbox off.
 */
function ThreadLink({ thread }: { thread: ParticipantThreadItem }) {
  const place = thread.openIn;
  const common = { fw: thread.unread ? 700 : 500, style: { overflowWrap: 'anywhere' } as const };
  const isEnabled = usePluginEnabled();
  const area = areaOf(thread);
  if (!isEnabled(area))
    return (
      <Stack gap={0}>
        <Text {...common}>{thread.subject}</Text>
        <Text size="xs" c="dimmed">
          The {INBOX_AREAS[area]} is switched off, so this conversation cannot be opened here.
        </Text>
      </Stack>
    );
  if (place.kind === 'team')
    return (
      <RouterAnchor
        {...common}
        to={thread.archived ? '/staff/team-inbox/archive' : '/staff/team-inbox'}
        search={{ team: place.teamId, thread: thread.id }}
      >
        {thread.subject}
      </RouterAnchor>
    );
  if (place.kind === 'team-member')
    return (
      <RouterAnchor
        {...common}
        to="/staff/inbox/team-member-inbox/$userId"
        params={{ userId: place.staffMemberId }}
        search={{ thread: thread.id }}
      >
        {thread.subject}
      </RouterAnchor>
    );
  return (
    <RouterAnchor
      {...common}
      to={thread.archived ? '/staff/inbox/archive' : '/staff/inbox'}
      search={{ thread: thread.id }}
    >
      {thread.subject}
    </RouterAnchor>
  );
}

/** Where the thread belongs: its team, or "Personal" (with whose inbox, when it is a team member's). */
function placeText(thread: ParticipantThreadItem): string {
  const where = thread.team?.name ?? 'Personal';
  if (thread.openIn.kind !== 'team-member') return where;
  const member = memberName(thread, thread.openIn.staffMemberId);
  return member ? `${where}, in the inbox of ${member}` : where;
}

function ThreadRow({ thread }: { thread: ParticipantThreadItem }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <ThreadLink thread={thread} />
            {thread.unread ? (
              <Badge color="blue" variant="light">
                Unread
              </Badge>
            ) : null}
            {thread.archived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
          {thread.lastMessagePreview ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {thread.lastMessagePreview}
            </Text>
          ) : null}
          {thread.waitingSince ? (
            <Text size="sm" fw={500}>
              Waiting for a reply since{' '}
              <time dateTime={thread.waitingSince}>{formatOrganisationTime(thread.waitingSince)}</time>
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: '0 1 auto' }}>
          <Text size="sm">{placeText(thread)}</Text>
          <Text size="xs" c="dimmed">
            Last message{' '}
            <time dateTime={thread.lastMessageAt}>{formatOrganisationTime(thread.lastMessageAt)}</time>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The conversations with a participant that the staff member may open (as in their inboxes), newest activity
 * first, ten at a time; each opens in the inbox that holds it. Starts a new one with the participant chosen.
 */
export function ParticipantMessages({ participantId, name }: ParticipantMessagesProps) {
  const list = useListPage(PARTICIPANT_MESSAGES_PAGE_SIZE);
  const query = useParticipantThreads(participantId, { take: list.take, skip: list.skip });
  // Fewer conversations than before (one was deleted or moved): back to the last page there is.
  list.keepWithin(query.data?.total);
  return (
    <RecordList
      label="Conversations"
      query={query}
      list={list}
      summary={(total) =>
        `${total === 1 ? 'One conversation' : `${total} conversations`} with ${name} that you can open, newest first.`
      }
      action={<NewMessageLink participantId={participantId} />}
      empty={{
        title: 'No conversations yet',
        text: `You have no conversations with ${name} yet. Conversations in team inboxes you do not work are not listed here.`,
      }}
      row={(thread) => <ThreadRow key={thread.id} thread={thread} />}
    />
  );
}
