import { Button, Loader } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useArchiveThreads } from '../api/archive-threads.ts';
import { assignThread } from '../api/assign-thread.ts';
import { refreshThreads } from '../api/refresh-threads.ts';
import { useArchivedToast } from './archived-toast.tsx';
import { threadWords, useThreadWords } from './thread-words.ts';

/** Staff only assign, so their word. */
const threads = threadWords(false).count;

export interface ArchiveSelectedButtonProps {
  threadIds: string[];
  /** In the archive view the action brings threads back. */
  archiveView: boolean;
  /** The team inbox archives for the team; personal inboxes for the caller. */
  teamId?: string;
  onDone: () => void;
}

/** Archive the selected threads, or move them back to the inbox in the archive view. */
export function ArchiveSelectedButton({
  threadIds,
  archiveView,
  teamId,
  onDone,
}: ArchiveSelectedButtonProps) {
  const archive = useArchiveThreads();
  const showArchived = useArchivedToast();
  // Participants archive their conversations here too.
  const { count } = useThreadWords();
  return (
    <PendingButton
      size="xs"
      variant="light"
      leftSection={
        archiveView ? <IconArrowBackUp size={14} aria-hidden /> : <IconArchive size={14} aria-hidden />
      }
      pending={archive.isPending}
      // mutateAsync, not mutate's own callbacks: the archived threads leave the list as it refreshes, the selection
      // and this button with them, and mutate does not call back a component that has gone (the toast never came).
      onClick={() =>
        archive.mutateAsync({ archive: !archiveView, threadIds, teamId }).then(
          (result) => {
            const what = archiveView ? 'moved back to the inbox' : 'archived';
            const unchanged = threadIds.length - result.changed;
            const message =
              `${count(result.changed)} ${what}.` +
              (unchanged > 0
                ? ` ${count(unchanged)} ${unchanged === 1 ? 'was' : 'were'} already ${archiveView ? 'open' : 'archived'}.`
                : '');
            if (archiveView) showToast({ color: 'teal', message });
            else
              showArchived({
                message,
                threadIds: result.threadIds,
                teamId,
                undoneMessage: `${count(result.threadIds.length)} moved back to the inbox.`,
              });
            onDone();
          },
          (error: unknown) =>
            showToast({
              color: 'red',
              title: archiveView ? 'Not moved back' : 'Not archived',
              message: errorMessage(error),
            }),
        )
      }
    >
      {archiveView ? 'Move back to inbox' : 'Archive'}
    </PendingButton>
  );
}

export interface AssignToMeButtonProps {
  threadIds: string[];
  /** The caller's staff member id. */
  staffMemberId: string;
  onDone: () => void;
}

/** Assigns the caller to each selected thread in turn (keeping other assignees), then says how it went once. */
export function AssignToMeButton({ threadIds, staffMemberId, onDone }: AssignToMeButtonProps) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function run() {
    const total = threadIds.length;
    setProgress({ done: 0, total });
    const assigned: string[] = [];
    const failures: unknown[] = [];
    for (const threadId of threadIds) {
      try {
        await assignThread({ threadId, staffMemberIds: [staffMemberId], mode: 'add' });
        assigned.push(threadId);
      } catch (error) {
        failures.push(error);
      }
      setProgress({ done: assigned.length + failures.length, total });
    }
    await refreshThreads(queryClient, threadIds);
    setProgress(null);
    if (failures.length === 0) {
      showToast({ color: 'teal', message: `${threads(assigned.length)} assigned to you.` });
    } else {
      showToast({
        color: assigned.length > 0 ? 'orange' : 'red',
        title: assigned.length > 0 ? `${threads(assigned.length)} assigned to you` : 'Not assigned',
        message: `${threads(failures.length)} could not be assigned: ${errorMessage(failures[0])}`,
      });
    }
    onDone();
  }

  return (
    <Button
      size="xs"
      variant="light"
      leftSection={progress ? <Loader size={12} aria-hidden /> : <IconUserCheck size={14} aria-hidden />}
      disabled={progress !== null}
      onClick={() => void run()}
    >
      {progress
        ? `Assigning ${progress.done + 1 > progress.total ? progress.total : progress.done + 1} of ${progress.total}…`
        : 'Assign to me'}
    </Button>
  );
}
