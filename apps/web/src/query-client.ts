import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './platform/api/api-error.ts';

/** Client errors (4xx) do not get better by retrying; server and network errors get two more tries. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: {
        retry: false,
        // Offline, a write waits (`isPaused`, which the Send buttons explain) and is made once the connection is
        // back, exactly once: it is not tried while offline, so nothing can reach the server twice.
        networkMode: 'online',
      },
    },
  });
}
