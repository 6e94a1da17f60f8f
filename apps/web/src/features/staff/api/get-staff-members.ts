import { ListStaffMembersResponse } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { staffKeys } from './query-keys.ts';

/** SPEC §3 staff search: teamName, role, lastName, firstName, plus paging. */
export interface StaffSearchInput {
  teamName?: string;
  role?: string;
  lastName?: string;
  firstName?: string;
  take?: number;
  skip?: number;
}

/** GET /staffMembers; empty search values are left out of the query. */
export function getStaffMembers(input: StaffSearchInput = {}, signal?: AbortSignal) {
  return api.get('/staffMembers', { query: { ...input }, schema: ListStaffMembersResponse, signal });
}

export function getStaffMembersQueryOptions(input: StaffSearchInput = {}) {
  return queryOptions({
    queryKey: staffKeys.list(input),
    queryFn: ({ signal }) => getStaffMembers(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffMembers(input: StaffSearchInput = {}, enabled = true) {
  return useQuery({ ...getStaffMembersQueryOptions(input), enabled });
}
