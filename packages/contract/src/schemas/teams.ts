import { z } from 'zod';
import { PERMISSION_VALUES, ROLES, STAFF_ROLES } from '../constants.ts';
import { Email } from '../rules/email.ts';
import { PageQuery, QueryBoolean, Uuid, pageOf, trimmedText } from './common.ts';

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

// ---- Administration of teams, roles and staff accounts (issue 4) ----

const TeamName = trimmedText(100, "Enter the team's name");
const TeamDescription = z.string().trim().max(500, 'Must be at most 500 characters');

export const CreateTeamBody = z.strictObject({
  name: TeamName.describe('Unique team name (case-insensitive)'),
  description: TeamDescription.default('').describe('What the team does'),
  isPrivate: z
    .boolean()
    .default(false)
    .describe('Hidden from participants and from lists asked with hidePrivate'),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBody>;

export const UpdateTeamBody = z
  .strictObject({
    name: TeamName.optional(),
    description: TeamDescription.optional(),
    isPrivate: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of name, description, isPrivate',
    path: ['name'],
  });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

const StaffMemberIds = z
  .array(Uuid)
  .min(1, 'Give at least one staff member id')
  .max(200, 'Give at most 200 staff member ids')
  .describe('Staff member ids');

/** POST / DELETE /teams/{teamId}/members */
export const TeamMembersBody = z.strictObject({ staffMemberIds: StaffMemberIds });
export type TeamMembersBody = z.infer<typeof TeamMembersBody>;

/** DELETE /teams/{deletingTeamId}/swap-data-to/{teamId} */
export const SwapTeamDataParams = z.object({
  deletingTeamId: Uuid.describe('The team to delete'),
  teamId: Uuid.describe('The team that receives its threads, templates, categories and memberships'),
});
export const SwapTeamDataQuery = z.object({
  dryRun: QueryBoolean.optional().describe('Answer what would move and change nothing'),
});
export const SwapTeamDataResult = z
  .object({
    dryRun: z.boolean(),
    deletedTeam: z.object({ id: Uuid, name: z.string() }),
    receivingTeam: z.object({ id: Uuid, name: z.string() }),
    moved: z
      .record(z.string(), z.number().int().min(0))
      .describe(
        'Rows moved per kind, e.g. memberships, threads, templates, templateCategories, applications',
      ),
  })
  .meta({ id: 'SwapTeamDataResult' });
export type SwapTeamDataResult = z.infer<typeof SwapTeamDataResult>;

export const TeamRoleParams = z.object({ roleId: Uuid });

/** POST / DELETE /teams/roles/{roleId}/members: grant or take away a role within one team. */
export const TeamRoleMembersBody = z.strictObject({
  teamId: Uuid.describe('The team the role is held in'),
  staffMemberIds: StaffMemberIds.describe('Members of that team who gain or lose the role'),
});
export type TeamRoleMembersBody = z.infer<typeof TeamRoleMembersBody>;

const RoleName = trimmedText(100, "Enter the role's name");
export const CreateTeamRoleBody = z.strictObject({
  name: RoleName.describe('Unique role name'),
  description: TeamDescription.default(''),
  permissions: z.array(z.enum(PERMISSION_VALUES)).max(20).default([]).describe('Permissions the role grants'),
});
export type CreateTeamRoleBody = z.infer<typeof CreateTeamRoleBody>;
export const UpdateTeamRoleBody = z
  .strictObject({
    name: RoleName.optional(),
    description: TeamDescription.optional(),
    permissions: z.array(z.enum(PERMISSION_VALUES)).max(20).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of name, description, permissions',
    path: ['name'],
  });
export type UpdateTeamRoleBody = z.infer<typeof UpdateTeamRoleBody>;

/** The team's members after a change, as the team get shows them. */
export const TeamMembersResult = z.object({ items: z.array(TeamMemberView), total: z.number().int().min(0) });

const FirstName = trimmedText(100, "Enter the staff member's first name");
const LastName = trimmedText(100, "Enter the staff member's last name");
const StaffRole = z.enum(STAFF_ROLES).describe('Organisation role: Administrator, Supervisor or Staff');
const NewPassword = z
  .string()
  .min(12, 'Use a password of at least 12 characters')
  .max(256, 'Use a password of at most 256 characters');

/** POST /staffMembers: a staff account and its staff member record. */
export const CreateStaffMemberBody = z.strictObject({
  email: Email.describe('Sign-in e-mail (unique)'),
  firstName: FirstName,
  lastName: LastName,
  role: StaffRole,
  password: NewPassword.optional().describe(
    'Initial password; without it one is generated and answered once',
  ),
  teamIds: z.array(Uuid).max(50).default([]).describe('Teams to add the new member to'),
});
export type CreateStaffMemberBody = z.infer<typeof CreateStaffMemberBody>;

export const UpdateStaffMemberBody = z
  .strictObject({
    email: Email.optional().describe(
      'A new sign-in e-mail (unique, e-mails ignore case); the member signs in with it from now on',
    ),
    firstName: FirstName.optional(),
    lastName: LastName.optional(),
    role: StaffRole.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of email, firstName, lastName, role',
    path: ['firstName'],
  });
export type UpdateStaffMemberBody = z.infer<typeof UpdateStaffMemberBody>;

/** PUT /staffMembers/{id}/status: deactivating ends the member's sessions at once. */
export const SetStaffStatusBody = z.strictObject({
  isActive: z.boolean().describe('false deactivates the account and ends its sessions at once'),
});
export type SetStaffStatusBody = z.infer<typeof SetStaffStatusBody>;

/** POST /staffMembers/{id}/password-reset */
export const ResetStaffPasswordBody = z.strictObject({
  password: NewPassword.optional().describe(
    'The new password; without it one is generated and answered once',
  ),
});
export type ResetStaffPasswordBody = z.infer<typeof ResetStaffPasswordBody>;

export const StaffAccountResult = z
  .object({
    staffMember: StaffMemberView,
    temporaryPassword: z
      .string()
      .optional()
      .describe('Present only when the server generated the password; shown once, never stored in clear'),
  })
  .meta({ id: 'StaffAccountResult' });
export type StaffAccountResult = z.infer<typeof StaffAccountResult>;

/**
 * GET /staffMembers/{id}/workload (administrators): the open threads in a staff member's care, those a hand-over
 * (PUT /threads/swap-users) moves. Deactivating an account moves none of them: they stay with the member.
 */
export const StaffWorkloadView = z
  .object({
    staffMemberId: Uuid,
    openTeamThreads: z
      .number()
      .int()
      .min(0)
      .describe(
        'Team threads assigned to the member and not archived for their team (archiving a thread only for ' +
          "oneself leaves it open). While assigned, they are not among the team inbox's unassigned threads.",
      ),
    openPersonalThreads: z
      .number()
      .int()
      .min(0)
      .describe(
        'Personal threads (no team) the member owns or is assigned to and that their owner has not archived',
      ),
  })
  .meta({ id: 'StaffWorkload' });
export type StaffWorkloadView = z.infer<typeof StaffWorkloadView>;
