import { z } from 'zod';
import { searchFlag, searchText } from './search-values.ts';

/** SPEC §2: the find-a-service routes may carry serviceId, locationId and departmentId. */
export const ServiceLinkSearch = z.object({
  serviceId: searchText,
  locationId: searchText,
  departmentId: searchText,
});
export type ServiceLinkSearch = z.infer<typeof ServiceLinkSearch>;

/** A 1-based page number; anything else (0, -2, "x") is the first page. */
const searchPage = z.coerce.number().int().min(1).optional().catch(undefined);

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
export type ServiceSearch = z.infer<typeof ServiceSearch>;

export const STAFF_FINDER_VIEWS = ['services', 'recommendations'] as const;
export type StaffFinderView = (typeof STAFF_FINDER_VIEWS)[number];

/** The staff finder adds a tab for the recommendations report and its date range (YYYY-MM-DD). */
export const StaffServiceSearch = ServiceSearch.extend({
  view: z.enum(STAFF_FINDER_VIEWS).optional().catch(undefined),
  start: searchText,
  end: searchText,
});
export type StaffServiceSearch = z.infer<typeof StaffServiceSearch>;

/** /staff/find-a-service/create?step=Service */
export const CreateServiceSearch = ServiceLinkSearch.extend({ step: searchText });

/** /staff/participant-management/recommend-participant: optionally a service and a participant to start with. */
export const RecommendParticipantSearch = z.object({
  serviceId: searchText,
  participantId: searchText,
});
