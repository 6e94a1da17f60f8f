import { ListApplicationsStaffResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** GET /applications: every application, active or not (staff see both). */
export function listApplications(signal?: AbortSignal) {
  return api.get('/applications', { schema: ListApplicationsStaffResponse, signal });
}

export const applicationsQueryOptions = queryOptions({
  queryKey: administrationKeys.applications,
  queryFn: ({ signal }) => listApplications(signal),
});

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
