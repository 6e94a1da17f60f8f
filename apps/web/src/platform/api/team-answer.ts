import type { TeamView } from '@casework/contract';
import { answerSchema, arrayOf, bool, integer, objectOf, text, uuid, type Check } from './answer-checks.ts';

/**
 * The contract's TeamView, checked without zod (decision 017): GET /teams/{teamId} as the teams screens, the staff
 * inbox's supervisor menu and the assign dialog read it. One check and one key, so the answer they share in the
 * cache is the same whichever screen fetched it. team-answer.test.ts holds it to the contract's schema.
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

/** The cache key of GET /teams/{teamId}. */
export function teamDetailKey(teamId: string) {
  return ['teams', 'detail', teamId] as const;
}
