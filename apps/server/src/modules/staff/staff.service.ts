import { AccountStatus, type StaffMemberView } from '@casework/contract';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { StaffFilter, StaffRepository, StaffRow } from './staff.repository.ts';

export function createStaffService({ staff }: { staff: StaffRepository }) {
  const present = (r: StaffRow): StaffMemberView => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    role: r.role,
    isActive: r.status === AccountStatus.Active,
    teams: r.teams,
  });

  return {
    async listStaff(filter: StaffFilter) {
      const { rows, total } = await staff.list(filter);
      return { items: rows.map(present), total };
    },

    async getStaffMember(id: string): Promise<StaffMemberView> {
      const row = await staff.findById(id);
      if (!row) throw notFound('staff member', id);
      return present(row);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
