import { StaffMemberView, trimInputs, type UpdateStaffMemberBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { authMeKey, staffKeys, teamsKey } from './query-keys.ts';

/** PUT /staffMembers/{id}: first name, last name and organisation role. */
export function updateStaffMember(id: string, body: UpdateStaffMemberBody) {
  return api.put('/staffMembers/{id}', { params: { id }, body: trimInputs(body), schema: StaffMemberView });
}

export function useUpdateStaffMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffMemberBody) => updateStaffMember(id, body),
    onSuccess: (member) => {
      queryClient.setQueryData(staffKeys.detail(id), member);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: teamsKey }),
        queryClient.invalidateQueries({ queryKey: authMeKey }),
      ]);
    },
  });
}
