import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListStaffMembersQuery,
  ListStaffMembersResponse,
  StaffMemberParams,
  StaffMemberView,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import type { StaffService } from './staff.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
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
};
