import type { StaffWorkloadView } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { createStaffWorkloadRepository } from './staff-workload.repository.ts';

/**
 * What an administrator weighs before deactivating someone: the open threads in their care. Deactivating moves
 * none of them (only a hand-over does), so this is what would otherwise stay with an account that cannot sign in.
 * Counts only: no subject, participant or message is answered.
 */
export function createStaffWorkloadService({ db }: { db: DbOrTx }) {
  const workload = createStaffWorkloadRepository(db);
  return {
    async workloadOf(staffMemberId: string): Promise<StaffWorkloadView> {
      const counts = await workload.openThreadsInCareOf(staffMemberId);
      if (!counts) throw notFound('staff member', staffMemberId);
      return { staffMemberId, ...counts };
    },
  };
}
export type StaffWorkloadService = ReturnType<typeof createStaffWorkloadService>;
