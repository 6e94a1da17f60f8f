import {
  ContactView,
  EligibilityView,
  RequiredDocumentView,
  ServiceAreaView,
  ServicePhoneView,
  type ContactBody,
  type EligibilityBody,
  type RequiredDocumentBody,
  type ServiceAreaBody,
  type ServicePhoneBody,
} from '@casework/contract';
import type { ResponseSchema } from '../../../platform/api/api-client.ts';

/**
 * The sub-resources that live under one service (/services/{serviceId}/<segment>[/{itemId}]): each with list GET,
 * item GET, POST and PUT; DELETE only where SPEC §7 notes it.
 */
export const SERVICE_PARTS = {
  contacts: { segment: 'contacts', deletable: true },
  phones: { segment: 'phones', deletable: true },
  eligibilities: { segment: 'eligibilities', deletable: false },
  requiredDocuments: { segment: 'required-documents', deletable: true },
  serviceAreas: { segment: 'service-areas', deletable: false },
} as const;

export type ServicePart = keyof typeof SERVICE_PARTS;

/** The request body of each part (the contract's input shape). */
export interface ServicePartBodies {
  contacts: ContactBody;
  phones: ServicePhoneBody;
  eligibilities: EligibilityBody;
  requiredDocuments: RequiredDocumentBody;
  serviceAreas: ServiceAreaBody;
}

/** The view of each part as the API answers it. */
export interface ServicePartViews {
  contacts: ContactView;
  phones: ServicePhoneView;
  eligibilities: EligibilityView;
  requiredDocuments: RequiredDocumentView;
  serviceAreas: ServiceAreaView;
}

/** The parts that may be deleted one by one. */
export type DeletableServicePart = {
  [K in ServicePart]: (typeof SERVICE_PARTS)[K]['deletable'] extends true ? K : never;
}[ServicePart];

export function partListPath(part: ServicePart): string {
  return `/services/{serviceId}/${SERVICE_PARTS[part].segment}`;
}

export function partItemPath(part: ServicePart): string {
  return `${partListPath(part)}/{itemId}`;
}

const PART_VIEWS: { [P in ServicePart]: ResponseSchema<ServicePartViews[P]> } = {
  contacts: ContactView,
  phones: ServicePhoneView,
  eligibilities: EligibilityView,
  requiredDocuments: RequiredDocumentView,
  serviceAreas: ServiceAreaView,
};

/** The contract schema that checks the API's answer for one item of the part. */
export function partSchema<P extends ServicePart>(part: P): ResponseSchema<ServicePartViews[P]> {
  return PART_VIEWS[part];
}
