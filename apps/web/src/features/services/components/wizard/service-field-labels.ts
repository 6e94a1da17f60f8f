import { TEAM_SELECT_LABEL } from './select-with-add.tsx';
import type { ServiceFormValues } from './service-form-values.ts';

/**
 * The labels of the Service step's fields. The Review step's summary and its list of fields the server refused use
 * the same words, so a person told to correct "How to apply" finds a field of that name.
 */
export const SERVICE_FIELD_LABELS = {
  name: 'Name',
  alternateName: 'Alternate name',
  description: 'Description',
  url: 'Website',
  email: 'E-mail',
  feesDescription: 'Fees',
  applicationProcess: 'How to apply',
  interpretationServices: 'Interpretation services',
  categoryId: 'Category',
  departmentId: 'Department',
  programId: 'Program',
  teamId: TEAM_SELECT_LABEL,
} as const satisfies Record<keyof ServiceFormValues, string>;

/** Whether a field the server named is one of the Service step's (and so has a label there). */
export function isServiceField(field: string): field is keyof typeof SERVICE_FIELD_LABELS {
  return Object.hasOwn(SERVICE_FIELD_LABELS, field);
}
