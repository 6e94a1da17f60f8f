import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { archiveThreads } from '../api/archive-threads.ts';
import { refreshThreads } from '../api/refresh-threads.ts';

/** Long enough to read the toast and reach its Undo; it stays while the pointer is on it. */
export const UNDO_TOAST_MS = 10_000;

export interface ArchivedToast {
  /** "2 threads archived." */
  message: string;
  /** The threads the archive changed: Undo brings these, and only these, back. */
  threadIds: readonly string[];
  /** The team inbox the threads were archived for; none for the caller's own inbox. */
  teamId?: string | undefined;
  /** "Moved back to the inbox": the toast that confirms the undo. */
  undoneMessage: string;
}

function undo(queryClient: QueryClient, toastId: string, toast: ArchivedToast) {
  notifications.hide(toastId);
  archiveThreads({ archive: false, threadIds: [...toast.threadIds], teamId: toast.teamId })
    .then(async (result) => {
      await refreshThreads(queryClient, result.threadIds);
      showToast({ color: 'teal', message: toast.undoneMessage });
    })
    .catch((error: unknown) =>
      showToast({ color: 'red', title: 'Not moved back', message: errorMessage(error) }),
    );
}

/**
 * Shows that threads were archived, with an Undo that moves them back (as Gmail and Chatwoot offer): an archive by a
 * slip of the hand is put right where it happened, not by finding the threads in the archive.
 */
export function useArchivedToast() {
  const queryClient = useQueryClient();
  return useCallback(
    (toast: ArchivedToast) => {
      if (toast.threadIds.length === 0) {
        showToast({ color: 'teal', message: toast.message });
        return;
      }
      const id = `archived-${toast.threadIds.join(',')}-${Date.now()}`;
      showToast({
        id,
        color: 'teal',
        autoClose: UNDO_TOAST_MS,
        message: (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{toast.message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => undo(queryClient, id, toast)}>
              Undo
            </Button>
          </Group>
        ),
      });
    },
    [queryClient],
  );
}
