import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './query-keys.ts';

/**
 * A write to the service directory. Every write can change search results, details and reference lists alike, so
 * everything under serviceKeys.all is refreshed once it succeeds.
 */
export function useDirectoryMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
