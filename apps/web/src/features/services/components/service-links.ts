/** Which side of the portal a services screen is on: the paths and what is shown differ. */
export type ServiceArea = 'staff' | 'participant';

export const FINDER_PATH = {
  staff: '/staff/find-a-service',
  participant: '/participant/find-a-service',
} as const;

export const DETAILS_PATH = {
  staff: '/staff/find-a-service/service-details',
  participant: '/participant/find-a-service/service-details',
} as const;

export const CREATE_SERVICE_PATH = '/staff/find-a-service/create';
export const RECOMMEND_PATH = '/staff/participant-management/recommend-participant';

/** The wizard's first step, for a new service or (with its id) an existing one. */
export function editServiceSearch(serviceId?: string) {
  return serviceId ? { step: 'Service', serviceId } : { step: 'Service' };
}
