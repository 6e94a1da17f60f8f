import { StaffAccountResult, type ResetStaffPasswordBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { staffKeys } from './query-keys.ts';

/**
 * POST /staffMembers/{id}/password-reset: sets the given password, or a generated one answered once as
 * temporaryPassword; the member's sessions end.
 */
export function resetStaffPassword(id: string, body: ResetStaffPasswordBody = {}) {
  return api.post('/staffMembers/{id}/password-reset', { params: { id }, body, schema: StaffAccountResult });
}

export function useResetStaffPassword(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetStaffPasswordBody = {}) => resetStaffPassword(id, body),
    onSuccess: (result) => queryClient.setQueryData(staffKeys.detail(id), result.staffMember),
  });
}
