import { DepartmentView, type DepartmentBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/departments: 409 for a taken name, a field error for a team that does not exist. */
export function createDepartment(body: DepartmentBody) {
  return api.post('/services/departments', { body, schema: DepartmentView });
}

export function useCreateDepartment() {
  return useDirectoryMutation(createDepartment);
}
