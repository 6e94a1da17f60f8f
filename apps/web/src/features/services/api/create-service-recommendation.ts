import { ServiceRecommendationView, type ServiceRecommendationBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

/**
 * POST /service-recommendations: staff recommend one service to one participant, with an optional note. 404 for a
 * service or participant that does not exist (or is not active), 400 with field errors for a bad note.
 */
export function createServiceRecommendation(body: ServiceRecommendationBody) {
  return api.post('/service-recommendations', {
    body: { ...body, note: body.note?.trim() || null },
    schema: ServiceRecommendationView,
  });
}

export function useCreateServiceRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRecommendation,
    // Every report and dashboard list of recommendations, whatever its range.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...serviceKeys.all, 'recommendations'] }),
  });
}
