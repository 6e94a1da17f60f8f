import type { ThreadView } from '@casework/contract';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArrowLeft,
  IconArrowForwardUp,
  IconUsers,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import type { CurrentUser } from '../../../platform/session/roles.ts';
import { ThreadActions } from './thread-actions.tsx';
import { useSplitInboxLayout } from './inbox-split.ts';
import classes from './thread-pane.module.css';
import type { ThreadPaneProps } from './thread-pane.tsx';
import { isOwnPersonalThread, staffWorkText } from './thread-ownership.ts';
import { threadWords } from './thread-words.ts';

export interface ThreadHeaderProps {
  thread: ThreadView;
  subjectId: string;
  inboxKind: ThreadPaneProps['inboxKind'];
  user: CurrentUser | null;
  onClose: () => void;
  onReferred: (teamName: string) => void;
}

/** Whether the thread is in the archive of the inbox showing it (the team's archive in a team inbox). */
export function isArchivedIn(thread: ThreadView, inboxKind: ThreadPaneProps['inboxKind']): boolean {
  return inboxKind === 'team-inbox' && thread.team !== null ? thread.teamArchived : thread.archived;
}

/**
 * The team that archived a thread still open in the personal inbox showing it (staff only), or null: archive is per
 * inbox, so the thread's team may be done with it while it stays open here.
 */
export function teamArchivedElsewhere(
  thread: ThreadView,
  inboxKind: ThreadPaneProps['inboxKind'],
): ThreadView['team'] {
  if (inboxKind === 'team-inbox' || inboxKind === 'participant-inbox') return null;
  return thread.teamArchived && !isArchivedIn(thread, inboxKind) ? thread.team : null;
}

/** Subject, who the thread is with, its team and assignees, the close button and the actions. */
export function ThreadHeader({ thread, subjectId, inboxKind, user, onClose, onReferred }: ThreadHeaderProps) {
  const compact = !useSplitInboxLayout();
  const staffView = inboxKind !== 'participant-inbox';
  const archived = isArchivedIn(thread, inboxKind);
  const archivedForTeam = teamArchivedElsewhere(thread, inboxKind);
  const words = threadWords(!staffView);
  const staffMemberId = user?.staffMemberId ?? null;
  // Whose personal thread it is depends on who the caller is: wait for it rather than name the caller as a stranger.
  const workText =
    staffView && (user !== null || thread.kind === 'team') ? staffWorkText(thread, staffMemberId) : null;

  return (
    <header className={classes.header}>
      {compact ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onClose}
          className={classes.back}
        >
          Back to inbox
        </Button>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={6} className={classes.headerText}>
          <Title order={2} size="h4" id={subjectId} className={classes.subject}>
            {thread.subject || '(no subject)'}
          </Title>
          <Group gap={6} wrap="wrap">
            {thread.team ? (
              <Badge variant="light" tt="none" leftSection={<IconUsers size={12} aria-hidden />}>
                {thread.team.name}
              </Badge>
            ) : (
              <Badge variant="light" color="gray" tt="none" leftSection={<IconUser size={12} aria-hidden />}>
                {staffView && isOwnPersonalThread(thread, staffMemberId) ? 'Personal · yours' : 'Personal'}
              </Badge>
            )}
            {thread.referredToTeam ? (
              <Badge
                variant="light"
                color="grape"
                tt="none"
                leftSection={<IconArrowForwardUp size={12} aria-hidden />}
              >
                Referred to {thread.referredToTeam.name}
              </Badge>
            ) : null}
            {archived ? (
              <Badge
                variant="outline"
                color="gray"
                tt="none"
                leftSection={<IconArchive size={12} aria-hidden />}
              >
                Archived
              </Badge>
            ) : null}
            {archivedForTeam ? (
              <Badge
                variant="outline"
                color="gray"
                tt="none"
                leftSection={<IconArchive size={12} aria-hidden />}
              >
                Archived for {archivedForTeam.name}
              </Badge>
            ) : null}
          </Group>
          {staffView ? (
            <Text size="sm" c="dimmed">
              With <strong>{thread.participant.name}</strong>{' '}
              <span className={classes.participantId}>({thread.participant.participantId})</span>
              {workText ? ` · ${workText}` : null}
            </Text>
          ) : thread.team || thread.owner ? (
            <Text size="sm" c="dimmed">
              {thread.team ? `With the ${thread.team.name} team` : `With ${thread.owner?.name ?? ''}`}
            </Text>
          ) : null}
        </Stack>
        {compact ? null : (
          <Tooltip label={`Close ${words.one}`}>
            <ActionIcon variant="subtle" color="gray" aria-label={`Close ${words.one}`} onClick={onClose}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {archivedForTeam && inboxKind === 'staff-inbox' ? (
        // Archive is per inbox (decision 010): the Archive button below archives it in the caller's own.
        <Alert role="note" variant="light" color="gray" p="xs" icon={<IconArchive size={16} aria-hidden />}>
          <Text size="sm">
            The {archivedForTeam.name} team archived this thread. It stays open in your inbox until you
            archive it here too.
          </Text>
        </Alert>
      ) : null}
      <ThreadActions
        thread={thread}
        inboxKind={inboxKind}
        user={user}
        archived={archived}
        onClose={onClose}
        onReferred={onReferred}
      />
    </header>
  );
}
