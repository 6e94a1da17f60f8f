import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffMemberParams, StaffWorkloadView } from '@casework/contract';
import { adminOnly } from '#src/platform/authz/policy.ts';
import type { StaffWorkloadService } from './staff-workload.service.ts';

/** Under /staffMembers for the administrators who read it; counted here, where the threads are. */
export const staffWorkloadRoutes: FastifyPluginAsyncZod<{ workload: StaffWorkloadService }> = async (
  app,
  { workload },
) => {
  app.get(
    '/staffMembers/:id/workload',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['staff'],
        summary:
          'How many open threads a staff member is assigned to or owns (administrators, before deactivating)',
        description:
          'The threads a hand-over (PUT /threads/swap-users) would move that are still open: team threads not ' +
          'archived for their team, personal threads their owner has not archived. Deactivating an account moves ' +
          'none of them. Counts only; 404 for an unknown staff member.',
        params: StaffMemberParams,
        response: { 200: StaffWorkloadView },
      },
    },
    (request) => workload.workloadOf(request.params.id),
  );
};
