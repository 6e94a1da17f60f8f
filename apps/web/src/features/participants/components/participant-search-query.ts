import { searchParticipantsQueryOptions, type SearchParticipantsInput } from '../api/search-participants.ts';
import type { ParticipantSearchParams } from './participant-search-params.ts';

/** Participants per page of results. */
export const PAGE_SIZE = 25;

/** The search's values in the address, as GET /participants takes them. */
export function toQuery(search: ParticipantSearchParams): SearchParticipantsInput {
  const page = search.page ?? 1;
  return {
    firstName: search.firstName,
    lastName: search.lastName,
    name: search.name,
    participantId: search.participantId,
    dob: search.dob,
    email: search.email,
    phone: search.phone,
    isActive: search.status === 'active' ? true : search.status === 'inactive' ? false : undefined,
    take: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
  };
}

/** The address holds something to search for (a page number alone is not a search). */
export function hasCriteria(search: ParticipantSearchParams): boolean {
  const { page: _page, ...values } = search;
  return Object.values(values).some((v) => v !== undefined && v !== '');
}

/** What the search page shows for the address's values: the route's loader asks for it with the page's code. */
export function participantSearchQuery(search: ParticipantSearchParams) {
  return hasCriteria(search) ? searchParticipantsQueryOptions(toQuery(search)) : null;
}
