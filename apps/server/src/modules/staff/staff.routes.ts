import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateStaffMemberBody,
  ListStaffMembersQuery,
  ListStaffMembersResponse,
  ResetStaffPasswordBody,
  SetStaffStatusBody,
  StaffAccountResult,
  StaffMemberParams,
  StaffMemberView,
  UpdateStaffMemberBody,
} from '@casework/contract';
import { adminOnly, staffOnly } from '#src/platform/authz/policy.ts';
import type { StaffAccountsService } from './staff-accounts.service.ts';
import type { StaffService } from './staff.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  accounts: StaffAccountsService;
}> = async (app, { staff, accounts }) => {
  app.get(
    '/staffMembers',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['staff'],
        summary: 'Search staff members by team, role and name',
        querystring: ListStaffMembersQuery,
        response: { 200: ListStaffMembersResponse },
      },
    },
    (request) => staff.listStaff(request.query),
  );

  app.post(
    '/staffMembers',
    {
      config: { policy: adminOnly, answerHoldsSecret: true },
      schema: {
        tags: ['staff'],
        summary:
          'Create a staff account (409 when the e-mail is taken); without a password one is generated and answered once',
        body: CreateStaffMemberBody,
        response: { 201: StaffAccountResult },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.createStaffAccount(request.principal!, request.body)),
  );

  app.get(
    '/staffMembers/:id',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['staff'],
        summary: 'Get a staff member with their teams',
        params: StaffMemberParams,
        response: { 200: StaffMemberView },
      },
    },
    (request) => staff.getStaffMember(request.params.id),
  );

  app.put(
    '/staffMembers/:id',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['staff'],
        summary:
          "Change a staff member's sign-in e-mail (409 when another account has it), names or organisation role; one active Administrator always stays",
        params: StaffMemberParams,
        body: UpdateStaffMemberBody,
        response: { 200: StaffMemberView },
      },
    },
    (request) => accounts.updateStaffMember(request.principal!, request.params.id, request.body),
  );

  app.put(
    '/staffMembers/:id/status',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['staff'],
        summary: 'Activate or deactivate a staff account; deactivating ends its sessions at once',
        params: StaffMemberParams,
        body: SetStaffStatusBody,
        response: { 200: StaffMemberView },
      },
    },
    (request) => accounts.setStatus(request.principal!, request.params.id, request.body.isActive),
  );

  app.post(
    '/staffMembers/:id/password-reset',
    {
      config: { policy: adminOnly, answerHoldsSecret: true },
      schema: {
        tags: ['staff'],
        summary:
          'Set a new password for a staff member and end their sessions; without one it is generated and answered once',
        params: StaffMemberParams,
        body: ResetStaffPasswordBody,
        response: { 200: StaffAccountResult },
      },
    },
    (request) => accounts.resetPassword(request.principal!, request.params.id, request.body),
  );
};
