import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProviders } from '../../../platform/auth/auth-client.ts';

/** GET /api/auth/providers: which ways of signing in the server offers. */
export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'] as const,
  queryFn: fetchProviders,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
