import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PHONES,
  MergeParticipantsBody,
  MergeParticipantsParams,
  MergeParticipantsQuery,
  MergeResult,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import type { ParticipantMergeService } from './participant-merge.service.ts';

export const participantMergeRoutes: FastifyPluginAsyncZod<{ merges: ParticipantMergeService }> = async (
  app,
  { merges },
) => {
  app.put(
    '/participants/:targetId/merge/:sourceId',
    {
      // SPEC §1 lists merging among what staff do; every merge is recorded in the activity log with who did it.
      config: { policy: staffOnly },
      schema: {
        tags: ['participants'],
        summary: 'Merge a participant (source) into another (target)',
        description:
          'The target keeps its id and the chosen field values; the source’s files, verifications, activity log ' +
          '(and every other kind of row a module contributes) move to the target; the source becomes Permanently ' +
          'Disabled and points to the target. One transaction. dryRun=true answers the same result and changes nothing. ' +
          '400 for merging a participant into itself or a Permanently Disabled one, and when the two records together ' +
          `have more than ${MAX_PHONES} different phone numbers (participant.merge_too_many_phones: none is dropped).`,
        params: MergeParticipantsParams,
        querystring: MergeParticipantsQuery,
        body: MergeParticipantsBody,
        response: { 200: MergeResult },
      },
    },
    (request) =>
      merges.merge(
        request.principal!,
        request.params.targetId,
        request.params.sourceId,
        request.body,
        request.query.dryRun ?? false,
      ),
  );
};
