import { ProgramView, type ProgramBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/programs: a field error for a department that does not exist. */
export function createProgram(body: ProgramBody) {
  return api.post('/services/programs', { body, schema: ProgramView });
}

export function useCreateProgram() {
  return useDirectoryMutation(createProgram);
}
