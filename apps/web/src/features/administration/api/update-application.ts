import { ApplicationView, trimInputs, type UpdateApplicationBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** PUT /applications/{applicationId}: a partial update; `isActive: false` deactivates. */
export function updateApplication(applicationId: string, body: UpdateApplicationBody) {
  return api.put('/applications/{applicationId}', {
    params: { applicationId },
    body: trimInputs(body),
    schema: ApplicationView,
  });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: UpdateApplicationBody }) =>
      updateApplication(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.applications }),
  });
}
