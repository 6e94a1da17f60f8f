/**
 * Query keys of the services feature. Everything sits under ['services']: a change to a location, schedule or
 * category changes search results and details alike, so one invalidation refreshes it all.
 */
export const serviceKeys = {
  all: ['services'] as const,
  search: (query: object) => ['services', 'search', query] as const,
  detail: (serviceId: string) => ['services', 'detail', serviceId] as const,
  categories: (query: object) => ['services', 'categories', query] as const,
  departments: ['services', 'departments'] as const,
  programs: ['services', 'programs'] as const,
  locations: (query: object) => ['services', 'locations', query] as const,
  recommendations: (query: object) => ['services', 'recommendations', query] as const,
};

/** Lists of reference data (categories, departments, programs) are short: one page holds them. */
export const REFERENCE_PAGE_SIZE = 100;
