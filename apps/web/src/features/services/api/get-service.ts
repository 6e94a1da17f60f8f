import { ServiceDetailsView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

/** GET /services/{serviceId}: the service with every sub-resource, its team and whether it is open now. */
export function getService(serviceId: string, signal?: AbortSignal) {
  return api.get('/services/{serviceId}', {
    params: { serviceId },
    schema: ServiceDetailsView,
    signal,
  });
}

export function serviceQueryOptions(serviceId: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: ({ signal }) => getService(serviceId, signal),
  });
}

export function useService(serviceId: string | undefined) {
  return useQuery({ ...serviceQueryOptions(serviceId ?? ''), enabled: Boolean(serviceId) });
}
