import { z } from 'zod';
import { searchText } from '../../../platform/links/search-values.ts';

/** The search screen's URL: every search value, and the page (1-based). */
export const ParticipantSearchParams = z.object({
  firstName: searchText,
  lastName: searchText,
  participantId: searchText,
  dob: searchText,
  email: searchText,
  phone: searchText,
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ParticipantSearchParams = z.infer<typeof ParticipantSearchParams>;

/** The details screen's URL: the selected participant. */
export const ParticipantDetailsParams = z.object({ participantId: searchText });

/** The merge wizard's URL: source (merged away) and target (kept). */
export const MergeWizardParams = z.object({ sourceId: searchText, targetId: searchText });

/** The recommend screen's URL: the chosen participant, if any. */
export const RecommendParams = z.object({ participantId: searchText });
