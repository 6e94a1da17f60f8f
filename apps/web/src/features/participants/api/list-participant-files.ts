import { ListParticipantFilesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}/files (all categories; fileCategory narrows it). */
export function listParticipantFiles(participantId: string, fileCategory?: string, signal?: AbortSignal) {
  return api.get('/participants/{participantId}/files', {
    params: { participantId },
    query: { fileCategory, take: 100 },
    schema: ListParticipantFilesResponse,
    signal,
  });
}

export function listParticipantFilesQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.files(participantId),
    queryFn: ({ signal }) => listParticipantFiles(participantId, undefined, signal),
  });
}

export function useParticipantFiles(participantId: string) {
  return useQuery(listParticipantFilesQueryOptions(participantId));
}
