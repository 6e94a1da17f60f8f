import { phoneDigits } from '@casework/contract';

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

/**
 * A tel: address for a phone number as the directory holds it ("(907) 555-0100", "911", "+1 907 555 0100"), with
 * its extension dialled after a pause; null when it has no digits.
 */
export function telHref(number: string, extension?: string | null): string | null {
  const digits = phoneDigits(number);
  if (digits === '') return null;
  const plus = number.trim().startsWith('+') ? '+' : '';
  const ext = extension ? phoneDigits(extension) : '';
  return `tel:${plus}${digits}${ext === '' ? '' : `,${ext}`}`;
}
