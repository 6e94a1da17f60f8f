import {
  searchOneOf,
  searchPage,
  searchSchema,
  searchText,
  type SearchOf,
} from '../../../platform/links/search-values.ts';

/** The search screen's URL: every search value, and the page (1-based). */
export const ParticipantSearchParams = searchSchema({
  firstName: searchText,
  lastName: searchText,
  /** A lone name from the hub's quick search: the first or the last. */
  name: searchText,
  participantId: searchText,
  dob: searchText,
  email: searchText,
  phone: searchText,
  status: searchOneOf(['active', 'inactive']),
  page: searchPage,
});
export type ParticipantSearchParams = SearchOf<typeof ParticipantSearchParams>;

/** The details screen's URL: the selected participant. */
export const ParticipantDetailsParams = searchSchema({ participantId: searchText });

/** The merge wizard's URL: source (merged away) and target (kept). */
export const MergeWizardParams = searchSchema({ sourceId: searchText, targetId: searchText });

/** The recommend screen's URL: the chosen participant, if any. */
export const RecommendParams = searchSchema({ participantId: searchText });
