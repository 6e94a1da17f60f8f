import { z } from 'zod';
import { PERMISSION_VALUES, ROLES } from '../constants.ts';
import { PageQuery, QueryBoolean, Uuid, pageOf } from './common.ts';

export const TeamRoleView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string(),
    permissions: z.array(z.enum(PERMISSION_VALUES)),
  })
  .meta({ id: 'TeamRole' });
export type TeamRoleView = z.infer<typeof TeamRoleView>;

export const TeamMemberView = z.object({
  staffMemberId: Uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(TeamRoleView.pick({ id: true, name: true })),
});

export const TeamView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string(),
    isPrivate: z.boolean(),
    memberCount: z.number().int(),
    members: z.array(TeamMemberView),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Team' });
export type TeamView = z.infer<typeof TeamView>;

export const TeamSummary = TeamView.omit({ members: true }).meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof TeamSummary>;

export const ListTeamsQuery = z.object({
  hidePrivate: QueryBoolean.optional().describe('Leave out private teams'),
});
export const ListTeamsResponse = pageOf(TeamSummary);
export const TeamParams = z.object({ teamId: Uuid });

export const ListTeamRolesResponse = pageOf(TeamRoleView);

export const StaffTeamRef = z.object({ id: Uuid, name: z.string() });
export const StaffMemberView = z
  .object({
    id: Uuid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    teams: z.array(StaffTeamRef),
  })
  .meta({ id: 'StaffMember' });
export type StaffMemberView = z.infer<typeof StaffMemberView>;

export const ListStaffMembersQuery = PageQuery.extend({
  teamName: z.string().trim().max(200).optional().describe('Members of the team with this name'),
  role: z.string().trim().max(100).optional().describe('Organisation role or team role name'),
  lastName: z.string().trim().max(100).optional().describe('Last name prefix'),
  firstName: z.string().trim().max(100).optional().describe('First name prefix'),
});
export const ListStaffMembersResponse = pageOf(StaffMemberView);
export const StaffMemberParams = z.object({ id: Uuid });
