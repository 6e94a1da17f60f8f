import { MergeResult, type MergeParticipantsBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/**
 * Per merge field path, whose value the kept record takes: firstName, lastName, dob, email, phones,
 * profile.<section> or profile.<section>.<field> (see MergeFieldPath in the contract).
 */
export type MergeChoices = MergeParticipantsBody['fields'];

/**
 * PUT /participants/{targetId}/merge/{sourceId}: the target is kept, the source is merged into it. With dryRun the
 * server answers what would move and changes nothing.
 */
export function mergeParticipants(
  targetId: string,
  sourceId: string,
  fields: MergeChoices,
  dryRun: boolean,
): Promise<MergeResult> {
  const body: MergeParticipantsBody = { fields };
  return api.put('/participants/{targetId}/merge/{sourceId}', {
    params: { targetId, sourceId },
    query: { dryRun: dryRun ? true : undefined },
    body,
    schema: MergeResult,
  });
}

export function useMergeParticipants(targetId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choices, dryRun }: { choices: MergeChoices; dryRun: boolean }) =>
      mergeParticipants(targetId, sourceId, choices, dryRun),
    onSuccess: (_answer, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
