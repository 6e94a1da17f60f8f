import { StaffWorkloadView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { staffKeys } from './query-keys.ts';

/** GET /staffMembers/{id}/workload (administrators): the open threads a staff member is assigned to or owns. */
export function getStaffWorkload(id: string, signal?: AbortSignal) {
  return api.get('/staffMembers/{id}/workload', { params: { id }, schema: StaffWorkloadView, signal });
}

export function getStaffWorkloadQueryOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.workload(id),
    queryFn: ({ signal }) => getStaffWorkload(id, signal),
    // Read afresh each time a dialog asks: an old count (before a hand-over, say) would offer the wrong thing.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useStaffWorkload(id: string, enabled = true) {
  return useQuery({ ...getStaffWorkloadQueryOptions(id), enabled });
}
