import type { TeamView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  answerSchema,
  arrayOf,
  bool,
  integer,
  objectOf,
  text,
  uuid,
  type Check,
} from '../../../platform/api/answer-checks.ts';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';

/**
 * The contract's TeamView, checked without zod: the staff inbox reads its supervisor's teams with it, and the
 * assign dialog the team's members (decision 017). get-team-members.test.ts holds it to the contract's schema.
 */
const team: Check<TeamView> = objectOf({
  id: uuid,
  name: text,
  description: text,
  isPrivate: bool,
  memberCount: integer,
  members: arrayOf(
    objectOf({
      staffMemberId: uuid,
      firstName: text,
      lastName: text,
      email: text,
      roles: arrayOf(objectOf({ id: uuid, name: text })),
    }),
  ),
  createdAt: text,
  updatedAt: text,
});
export const TeamAnswer = answerSchema(team);

/**
 * GET /teams/{teamId}: the team with its members, for choosing a thread's assignees. The key is the teams feature's
 * own key for the same call, so both share one cached answer.
 */
export function teamDetailKey(teamId: string) {
  return ['teams', 'detail', teamId] as const;
}

export function getTeamMembers(teamId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/teams/{teamId}', { params: { teamId }, schema: TeamAnswer, signal }));
}

export function getTeamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamDetailKey(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
  });
}

export function useTeamMembers(teamId: string | null, enabled = true) {
  return useQuery({ ...getTeamMembersQueryOptions(teamId ?? ''), enabled: enabled && teamId !== null });
}
