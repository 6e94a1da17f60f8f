import { z } from 'zod';
import { searchText } from './search-values.ts';

/** SPEC §2: the service finder may carry serviceId, locationId and departmentId. */
export const ServiceSearch = z.object({
  serviceId: searchText,
  locationId: searchText,
  departmentId: searchText,
});

/** /staff/find-a-service/create?step=Service */
export const CreateServiceSearch = ServiceSearch.extend({ step: searchText });
