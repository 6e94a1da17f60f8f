import { ListSchedulesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { REFERENCE_PAGE_SIZE, serviceKeys } from './query-keys.ts';

/** GET /services/schedules?serviceId: the service's schedules, by day then opening time. */
export function listServiceSchedules(serviceId: string, signal?: AbortSignal) {
  return api.get('/services/schedules', {
    query: { serviceId, take: REFERENCE_PAGE_SIZE },
    schema: ListSchedulesResponse,
    signal,
  });
}

export function serviceSchedulesQueryOptions(serviceId: string) {
  return queryOptions({
    queryKey: [...serviceKeys.all, 'schedules', serviceId] as const,
    queryFn: ({ signal }) => listServiceSchedules(serviceId, signal),
  });
}

export function useServiceSchedules(serviceId: string) {
  return useQuery(serviceSchedulesQueryOptions(serviceId));
}
