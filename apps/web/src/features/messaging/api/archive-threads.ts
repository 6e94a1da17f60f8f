import type { BulkArchiveBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads } from './refresh-threads.ts';
import { ThreadsChangedAnswer } from './thread-answers.ts';

export interface ArchiveInput {
  /** true: archive; false: bring back from the archive. */
  archive: boolean;
  threadIds: string[];
  /** Omit for the caller's own inbox; give it for the team inbox. */
  teamId?: string;
}

/** PUT /threads/archive or /threads/unarchive, for the caller ('me') or for a team inbox ('team'). */
export function archiveThreads({ archive, threadIds, teamId }: ArchiveInput) {
  const body: BulkArchiveBody =
    teamId === undefined ? { threadIds, scope: 'me' } : { threadIds, scope: 'team', teamId };
  return api.put(archive ? '/threads/archive' : '/threads/unarchive', { body, schema: ThreadsChangedAnswer });
}

export function useArchiveThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveThreads,
    onSuccess: (result) => refreshThreads(queryClient, result.threadIds),
  });
}

/** PUT /threads/users/{userId}/archive: every open thread of that inbox goes to its archive. */
export function archiveAllThreads(userId: string) {
  return api.put('/threads/users/{userId}/archive', { params: { userId }, schema: ThreadsChangedAnswer });
}

export function useArchiveAllThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAllThreads,
    onSuccess: (result) => refreshThreads(queryClient, result.threadIds),
  });
}
