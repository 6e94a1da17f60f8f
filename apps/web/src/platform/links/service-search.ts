import {
  searchFlag,
  searchOneOf,
  searchPage,
  searchSchema,
  searchText,
  type SearchOf,
} from './search-values.ts';

/** SPEC §2: the find-a-service routes may carry serviceId, locationId and departmentId. */
export const ServiceLinkSearch = searchSchema({
  serviceId: searchText,
  locationId: searchText,
  departmentId: searchText,
});
export type ServiceLinkSearch = SearchOf<typeof ServiceLinkSearch>;

/**
 * The service finder's whole state lives in the address, so Back works and a search can be shared: the SPEC §2
 * values plus the words searched for, the filters and the page.
 */
export const ServiceSearch = ServiceLinkSearch.extend({
  term: searchText,
  categoryId: searchText,
  city: searchText,
  openNow: searchFlag,
  page: searchPage,
});
export type ServiceSearch = SearchOf<typeof ServiceSearch>;

export const STAFF_FINDER_VIEWS = ['services', 'recommendations'] as const;
export type StaffFinderView = (typeof STAFF_FINDER_VIEWS)[number];

/** The staff finder adds a tab for the recommendations report and its date range (YYYY-MM-DD). */
export const StaffServiceSearch = ServiceSearch.extend({
  view: searchOneOf(STAFF_FINDER_VIEWS),
  start: searchText,
  end: searchText,
});
export type StaffServiceSearch = SearchOf<typeof StaffServiceSearch>;

/** /staff/find-a-service/create?step=Service */
export const CreateServiceSearch = ServiceLinkSearch.extend({ step: searchText });

/** /staff/participant-management/recommend-participant: optionally a service and a participant to start with. */
export const RecommendParticipantSearch = searchSchema({
  serviceId: searchText,
  participantId: searchText,
});
