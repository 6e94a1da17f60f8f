import { AccountStatus, type StaffMemberView } from '@casework/contract';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { StaffFilter, StaffRepository, StaffRow } from './staff.repository.ts';

export function createStaffService({
  staff,
  teams,
}: {
  staff: StaffRepository;
  teams: Pick<TeamsService, 'teamsOfStaff'>;
}) {
  async function present(rows: StaffRow[]): Promise<StaffMemberView[]> {
    const memberships = await teams.teamsOfStaff(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      role: r.role,
      isActive: r.status === AccountStatus.Active,
      teams: memberships.filter((m) => m.staffMemberId === r.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    async listStaff(filter: StaffFilter) {
      const { rows, total } = await staff.list(filter);
      return { items: await present(rows), total };
    },

    async getStaffMember(id: string): Promise<StaffMemberView> {
      const row = await staff.findById(id);
      if (!row) throw notFound('staff member', id);
      const [view] = await present([row]);
      return view!;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
