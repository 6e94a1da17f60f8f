import { StaffMemberView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { staffKeys } from './query-keys.ts';

/** GET /staffMembers/{id}; null when there is no such staff member. */
export function getStaffMember(id: string, signal?: AbortSignal) {
  return orNotFound(api.get('/staffMembers/{id}', { params: { id }, schema: StaffMemberView, signal }));
}

export function getStaffMemberQueryOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.detail(id),
    queryFn: ({ signal }) => getStaffMember(id, signal),
  });
}

export function useStaffMember(id: string) {
  return useQuery(getStaffMemberQueryOptions(id));
}
