import { z } from 'zod';
import { PageQuery, Uuid, pageOf } from './common.ts';
import { ThreadListItem } from './threads.ts';

/**
 * GET /participants/{participantId}/threads: the conversations with one participant that the caller may see, for
 * their record. Not a SPEC §7 call; the staff participant record shows them (as Primero and Chatwoot do).
 */

/** Where the thread opens for the caller: the inbox that holds it for them. */
export const ThreadInboxPlace = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('team'),
      teamId: Uuid.describe('The team inbox the caller works that holds the thread'),
    }),
    z.object({ kind: z.literal('personal') }).describe("The caller's own inbox (owned or assigned)"),
    z.object({
      kind: z.literal('team-member'),
      staffMemberId: Uuid.describe('The team member (supervised by the caller) whose inbox holds the thread'),
    }),
  ])
  .meta({ id: 'ThreadInboxPlace' });
export type ThreadInboxPlace = z.infer<typeof ThreadInboxPlace>;

export const ParticipantThreadItem = ThreadListItem.extend({
  archived: z
    .boolean()
    .describe(
      'Archived in the inbox it opens in (for the team, or for the caller); false for a team member inbox',
    ),
  openIn: ThreadInboxPlace,
}).meta({ id: 'ParticipantThreadItem' });
export type ParticipantThreadItem = z.infer<typeof ParticipantThreadItem>;

export const ListParticipantThreadsQuery = PageQuery;
export type ListParticipantThreadsQuery = z.infer<typeof ListParticipantThreadsQuery>;

/** Newest activity first. */
export const ListParticipantThreadsResponse = pageOf(ParticipantThreadItem);
export type ListParticipantThreadsResponse = z.infer<typeof ListParticipantThreadsResponse>;
