import type { ThreadView } from '@casework/contract';
import { Group, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArrowForwardUp,
  IconChevronDown,
  IconCopy,
  IconInbox,
  IconMail,
  IconTrash,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { hasRole, type CurrentUser } from '../../../platform/session/roles.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useArchiveThreads } from '../api/archive-threads.ts';
import { useAssignThread } from '../api/assign-thread.ts';
import { useCopyMergedFiles } from '../api/copy-merged-files.ts';
import { useDeleteThread } from '../api/delete-thread.ts';
import { useMarkThreadUnread } from '../api/mark-thread-unread.ts';
import { useArchivedToast } from './archived-toast.tsx';
import classes from './thread-pane.module.css';
import type { ThreadPaneProps } from './thread-pane.tsx';
import { isOwnPersonalThread } from './thread-ownership.ts';
import { threadWords } from './thread-words.ts';
import { plural } from '../../../platform/ui/plural.ts';

/** The assign and refer dialogs (selects, team lists) load when one is opened, not with the inbox. */
const ThreadAssignDialog = lazyWithRetry(async () => ({
  default: (await import('./thread-assign-dialog.tsx')).ThreadAssignDialog,
}));
const ThreadReferDialog = lazyWithRetry(async () => ({
  default: (await import('./thread-refer-dialog.tsx')).ThreadReferDialog,
}));

export interface ThreadActionsProps {
  thread: ThreadView;
  inboxKind: ThreadPaneProps['inboxKind'];
  user: CurrentUser | null;
  /** In the archive of the inbox showing it. */
  archived: boolean;
  onClose: () => void;
  onReferred: (teamName: string) => void;
}

/**
 * What the caller may do with the thread. Staff: assign (themself or a choice of the team's members), refer,
 * archive or bring back, mark as unread, copy its files to the participant's record, and (administrators) delete.
 * Participants: archive or bring back, and mark as unread. The owner of a personal thread already works it: nothing
 * to assign to themself.
 */
export function ThreadActions({
  thread,
  inboxKind,
  user,
  archived,
  onClose,
  onReferred,
}: ThreadActionsProps) {
  const [dialog, setDialog] = useState<'assign' | 'refer' | 'delete' | null>(null);
  // The assign and refer dialogs give the focus back to the menu button that opened them.
  const moreActionsRef = useRef<HTMLButtonElement>(null);
  const archiveRef = useRef<HTMLButtonElement>(null);
  // Assign to me goes once it is done: the focus it had goes to the next action, Archive (see the effect below).
  const focusAfterAssign = useRef(false);
  const moreActions = () => moreActionsRef.current;
  const archive = useArchiveThreads();
  const showArchived = useArchivedToast();
  const assign = useAssignThread();
  const copyFiles = useCopyMergedFiles();
  const remove = useDeleteThread();
  const markUnread = useMarkThreadUnread();
  const userId = useAuthenticatedSession().user.id;

  const staff = inboxKind !== 'participant-inbox' && user?.kind === 'staff';
  // Staff actions depend on who the caller is: wait for it rather than show a participant's choice first.
  const waitingForUser = inboxKind !== 'participant-inbox' && user === null;
  const staffMemberId = user?.staffMemberId ?? null;
  const assignedToMe = staffMemberId !== null && thread.assignees.some((a) => a.id === staffMemberId);
  const ownedByMe = isOwnPersonalThread(thread, staffMemberId);
  const words = threadWords(inboxKind === 'participant-inbox');
  const hasFiles = thread.messages.some((m) => m.files.length > 0);
  const admin = hasRole(user, 'Administrator');
  const teamScope = inboxKind === 'team-inbox' && thread.team !== null;
  // A supervisor reading a team member's inbox: its archive and unread marks are the member's, and these two
  // actions would change the supervisor's own instead, so they are not offered there.
  const ownInboxMarks = inboxKind !== 'team-member-inbox';
  // Something someone else wrote to mark unread (perhaps among the earlier messages not loaded yet).
  const canMarkUnread =
    ownInboxMarks && (thread.hasEarlierMessages || thread.messages.some((m) => m.author.userId !== userId));

  useEffect(() => {
    if (!assignedToMe || !focusAfterAssign.current) return;
    focusAfterAssign.current = false;
    if (focusIsLost()) archiveRef.current?.focus();
  }, [assignedToMe]);

  function toggleArchive() {
    archive.mutate(
      {
        archive: !archived,
        threadIds: [thread.id],
        ...(teamScope && thread.team ? { teamId: thread.team.id } : {}),
      },
      {
        onSuccess: (result) => {
          // A team inbox's archive is the team's: the thread stays open in the assignees' own inboxes.
          const where = teamScope && thread.team ? `the ${thread.team.name} inbox` : 'the inbox';
          if (archived) showToast({ color: 'teal', message: `Moved back to ${where}` });
          else
            showArchived({
              message:
                teamScope && thread.team
                  ? `${words.One} archived for ${thread.team.name}`
                  : `${words.One} archived`,
              threadIds: result.threadIds,
              teamId: teamScope && thread.team ? thread.team.id : undefined,
              undoneMessage: `Moved back to ${where}`,
            });
          onClose();
        },
        onError: (e) =>
          showToast({
            color: 'red',
            title: archived ? 'Not moved back' : 'Not archived',
            message: errorMessage(e),
          }),
      },
    );
  }

  /** The thread closes (open, it would be read again) and its row, now unread, takes the focus. */
  function markAsUnread() {
    markUnread.mutate(thread.id, {
      onSuccess: () => {
        showToast({ color: 'teal', message: 'Marked as unread' });
        onClose();
      },
      onError: (e) => showToast({ color: 'red', title: 'Not marked as unread', message: errorMessage(e) }),
    });
  }

  function assignToMe() {
    if (staffMemberId === null) return;
    assign.mutate(
      { threadId: thread.id, staffMemberIds: [staffMemberId], mode: 'add' },
      {
        onSuccess: () => {
          focusAfterAssign.current = true;
          showToast({ color: 'teal', message: 'The thread is assigned to you' });
        },
        onError: (e) => showToast({ color: 'red', title: 'Not assigned', message: errorMessage(e) }),
      },
    );
  }

  function copyToRecord() {
    copyFiles.mutate(thread.id, {
      onSuccess: (result) => {
        const parts = [
          result.copied.length > 0
            ? `${plural(result.copied.length, 'file', 'files')} copied to ${thread.participant.name}'s files`
            : 'No new files to copy',
          result.skipped.length > 0 ? `${plural(result.skipped.length, 'was', 'were')} already there` : null,
          result.missing.length > 0
            ? `${plural(result.missing.length, 'file', 'files')} could not be found`
            : null,
        ].filter((p) => p !== null);
        showToast({
          color: result.missing.length > 0 ? 'orange' : 'teal',
          title: 'Files copied to the participant record',
          message: `${parts.join('; ')}.`,
        });
      },
      onError: (e) => showToast({ color: 'red', title: 'Files not copied', message: errorMessage(e) }),
    });
  }

  function deleteThread() {
    // mutateAsync, not mutate's own callbacks: the deleted thread leaves the list the inbox refetches, and mutate
    // does not call back a component that has gone before it settles.
    void remove.mutateAsync(thread.id).then(
      () => {
        showToast({ color: 'teal', message: 'Thread deleted' });
        setDialog(null);
        onClose();
      },
      (e: unknown) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
    );
  }

  const archiveButton = ownInboxMarks ? (
    <PendingButton
      ref={archiveRef}
      size="xs"
      variant="default"
      leftSection={archived ? <IconInbox size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
      pending={archive.isPending}
      onClick={toggleArchive}
    >
      {archived ? 'Move back to inbox' : 'Archive'}
    </PendingButton>
  ) : null;

  if (waitingForUser) return null;
  if (!staff)
    return (
      <Group gap="xs">
        {archiveButton}
        {canMarkUnread ? (
          <PendingButton
            size="xs"
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            pending={markUnread.isPending}
            onClick={markAsUnread}
          >
            Mark as unread
          </PendingButton>
        ) : null}
      </Group>
    );

  return (
    <Group gap="xs" wrap="wrap" className={classes.actions}>
      {!assignedToMe && !ownedByMe && staffMemberId !== null ? (
        <PendingButton
          size="xs"
          variant="light"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          pending={assign.isPending}
          onClick={assignToMe}
        >
          Assign to me
        </PendingButton>
      ) : null}
      {archiveButton}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <PendingButton
            ref={moreActionsRef}
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            pending={copyFiles.isPending || markUnread.isPending}
          >
            More actions
          </PendingButton>
        </Menu.Target>
        <Menu.Dropdown>
          {canMarkUnread ? (
            <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={markAsUnread}>
              Mark as unread
            </Menu.Item>
          ) : null}
          {thread.team ? (
            <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setDialog('assign')}>
              Assign…
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            onClick={() => setDialog('refer')}
          >
            Refer…
          </Menu.Item>
          {hasFiles ? (
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={copyToRecord}>
              Copy files to participant record
            </Menu.Item>
          ) : null}
          {admin ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDialog('delete')}
              >
                Delete thread
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'assign' && thread.team ? (
          <ThreadAssignDialog
            thread={thread}
            teamId={thread.team.id}
            returnFocusTo={moreActions}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'refer' ? (
          <ThreadReferDialog
            thread={thread}
            returnFocusTo={moreActions}
            onClose={() => setDialog(null)}
            onReferred={(teamName) => {
              setDialog(null);
              onReferred(teamName);
            }}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete this thread?"
        confirmLabel="Delete thread"
        danger
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={deleteThread}
      >
        {`“${thread.subject}” with ${thread.participant.name}, its ${plural(thread.messageCount, 'message', 'messages')} and files will be deleted for everyone. This cannot be undone.`}
      </ConfirmDialog>
    </Group>
  );
}
