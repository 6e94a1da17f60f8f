import { MASK_PREFIX, maskSensitiveValue, ParticipantProfileView, trimInputs } from '@casework/contract';
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

/**
 * The saved profile as it is shown: staff get it back masked, so a field they had revealed stays shown with the
 * value they sent (in the saved section) or had revealed (elsewhere), when that value is what the mask hides.
 */
export function keepRevealedAfterSave(
  shown: ParticipantProfileView | undefined,
  saved: ParticipantProfileView,
  { section: savedSection, values }: Pick<SaveProfileSectionInput, 'section' | 'values'>,
): ParticipantProfileView {
  if (!shown || saved.masked.length === 0) return saved;
  const sent = trimInputs(values);
  const sections = { ...saved.sections };
  const masked = saved.masked.filter((path) => {
    const [section = '', field = ''] = path.split('.');
    const known =
      section === savedSection
        ? sent[field]
        : shown.masked.includes(path)
          ? undefined
          : shown.sections[section]?.[field];
    const hides = sections[section]?.[field];
    if (typeof known !== 'string' || known.startsWith(MASK_PREFIX) || maskSensitiveValue(known) !== hides)
      return true;
    sections[section] = { ...sections[section], [field]: known };
    return false;
  });
  return { ...saved, sections, masked };
}

export function useSaveProfileSection(participantId: string) {
  const queryClient = useQueryClient();
  const queryKey = participantKeys.profile(participantId);
  return useMutation({
    mutationFn: (input: SaveProfileSectionInput) => saveProfileSection(participantId, input),
    onSuccess: (profile, input) =>
      queryClient.setQueryData<ParticipantProfileView>(queryKey, (shown) =>
        keepRevealedAfterSave(shown, profile, input),
      ),
  });
}
