import { StaffMemberView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { staffKeys } from './query-keys.ts';

/** PUT /staffMembers/{id}/status: deactivating ends the member's sessions at once; reactivating lets them sign in. */
export function setStaffStatus(id: string, isActive: boolean) {
  return api.put('/staffMembers/{id}/status', {
    params: { id },
    body: { isActive },
    schema: StaffMemberView,
  });
}

export function useSetStaffStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => setStaffStatus(id, isActive),
    onSuccess: (member) => {
      queryClient.setQueryData(staffKeys.detail(id), member);
      return queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
  });
}
