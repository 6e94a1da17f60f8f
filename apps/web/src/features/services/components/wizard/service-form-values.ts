import type { DepartmentView, ServiceBody, ServiceDetailsView, ServiceStatus } from '@casework/contract';

/** The Service step's fields; null ids are "none" (category null is "Other", team null the department's team). */
export interface ServiceFormValues {
  name: string;
  alternateName: string;
  description: string;
  url: string;
  email: string;
  feesDescription: string;
  applicationProcess: string;
  interpretationServices: string;
  categoryId: string | null;
  departmentId: string | null;
  programId: string | null;
  teamId: string | null;
}

/** The team that answers for a department, if it has one. */
export function departmentTeamId(departments: readonly DepartmentView[], departmentId: string | null) {
  return departments.find((d) => d.id === departmentId)?.team?.id ?? null;
}

/**
 * The form values of a saved service (empty for a new one). The details give the team that answers; when that is
 * the department's own team the service follows the department, so a later change of the department's team
 * reaches it.
 */
export function serviceFormValues(
  service: ServiceDetailsView | null,
  departments: readonly DepartmentView[],
): ServiceFormValues {
  const departmentId = service?.department?.id ?? null;
  const teamId = service?.team?.id ?? null;
  return {
    name: service?.name ?? '',
    alternateName: service?.alternateName ?? '',
    description: service?.description ?? '',
    url: service?.url ?? '',
    email: service?.email ?? '',
    feesDescription: service?.feesDescription ?? '',
    applicationProcess: service?.applicationProcess ?? '',
    interpretationServices: service?.interpretationServices ?? '',
    categoryId: service?.category.id ?? null,
    departmentId,
    programId: service?.program?.id ?? null,
    teamId: teamId !== null && teamId === departmentTeamId(departments, departmentId) ? null : teamId,
  };
}

/** The PUT/POST body: the form's fields with the status the service has (or gets). */
export function serviceBodyOf(values: ServiceFormValues, status: ServiceStatus): ServiceBody {
  return { ...values, status };
}
