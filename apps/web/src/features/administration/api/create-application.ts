import { ApplicationView, trimInputs, type CreateApplicationBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** POST /applications */
export function createApplication(body: CreateApplicationBody) {
  return api.post('/applications', { body: trimInputs(body), schema: ApplicationView });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.applications }),
  });
}
