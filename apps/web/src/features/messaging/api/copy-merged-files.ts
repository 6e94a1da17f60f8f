import { MergedFilesResult } from '@casework/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** POST /threads/{threadId}/mergedfiles: the thread's files copied into its participant's files (after a merge). */
export function copyMergedFiles(threadId: string) {
  return api.post('/threads/{threadId}/mergedfiles', { params: { threadId }, schema: MergedFilesResult });
}

export function useCopyMergedFiles() {
  return useMutation({ mutationFn: copyMergedFiles });
}
