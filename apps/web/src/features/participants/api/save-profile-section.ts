import { ParticipantProfileView, trimInputs } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

export interface SaveProfileSectionInput {
  section: string;
  values: Record<string, unknown>;
  /** POST creates the profile the first time; PUT replaces the given section whole afterwards. */
  exists: boolean;
}

/** POST or PUT /participants/{participantId}/profile with one section. */
export function saveProfileSection(
  participantId: string,
  { section, values, exists }: SaveProfileSectionInput,
) {
  const options = {
    params: { participantId },
    body: { sections: { [section]: trimInputs(values) } },
    schema: ParticipantProfileView,
  };
  return exists
    ? api.put('/participants/{participantId}/profile', options)
    : api.post('/participants/{participantId}/profile', options);
}

export function useSaveProfileSection(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProfileSectionInput) => saveProfileSection(participantId, input),
    onSuccess: (profile) => queryClient.setQueryData(participantKeys.profile(participantId), profile),
  });
}
