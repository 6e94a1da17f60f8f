import { ListParticipantsResponse } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

export interface SearchParticipantsInput {
  firstName?: string;
  lastName?: string;
  /** One name that may be the first or the last. */
  name?: string;
  participantId?: string;
  /** YYYY-MM-DD */
  dob?: string;
  email?: string;
  phone?: string;
  isActive?: boolean;
  take?: number;
  skip?: number;
}

/** GET /participants: names by prefix and similarity, phone by digits; ranked, paged. */
export function searchParticipants(input: SearchParticipantsInput, signal?: AbortSignal) {
  return api.get('/participants', { query: { ...input }, schema: ListParticipantsResponse, signal });
}

export function searchParticipantsQueryOptions(input: SearchParticipantsInput) {
  return queryOptions({
    queryKey: participantKeys.list(input),
    queryFn: ({ signal }) => searchParticipants(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSearchParticipants(input: SearchParticipantsInput, enabled = true) {
  return useQuery({ ...searchParticipantsQueryOptions(input), enabled });
}
