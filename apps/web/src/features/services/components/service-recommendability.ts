import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@casework/contract';

/**
 * Where the refusal is said: on the service's own page ("this one"), or in a list of chosen services, where the
 * service is named and another can be chosen instead.
 */
export type NotRecommendableWording = 'this-service' | 'named';

/**
 * Why a service cannot be recommended, or null when it can. Only an active service can: the server refuses the
 * others, and the participant could not open them.
 */
export function notRecommendableReason(
  service: { name: string; status: ServiceStatus },
  wording: NotRecommendableWording = 'this-service',
): string | null {
  if (service.status === 'active') return null;
  const status = SERVICE_STATUS_LABELS[service.status].toLowerCase();
  return wording === 'named'
    ? `${service.name} is ${status}, so it cannot be recommended. Choose an active service.`
    : `Only active services can be recommended; this one is ${status}.`;
}
