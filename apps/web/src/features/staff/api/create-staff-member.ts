import { StaffAccountResult, trimInputs, type CreateStaffMemberBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { staffKeys, teamsKey } from './query-keys.ts';

/**
 * POST /staffMembers: a staff account and its staff member record. Without a password the server makes one and
 * answers it once as temporaryPassword. The password itself is sent as typed (it is not a text to trim).
 */
export function createStaffMember(body: CreateStaffMemberBody) {
  const { password, ...rest } = body;
  return api.post('/staffMembers', {
    body: { ...trimInputs(rest), ...(password !== undefined ? { password } : {}) },
    schema: StaffAccountResult,
  });
}

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffMember,
    onSuccess: (result) => {
      queryClient.setQueryData(staffKeys.detail(result.staffMember.id), result.staffMember);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] }),
        // The new member may have joined teams: their member lists and counts change.
        queryClient.invalidateQueries({ queryKey: teamsKey }),
      ]);
    },
  });
}
