import { buildPath, buildQueryString } from '@casework/contract';
import { searchSchema, searchText, type SearchOf } from './search-values.ts';

export interface NewMessageLinkOptions {
  area: 'staff' | 'participant';
  /** Whose inbox the message starts from. */
  userId: string;
  serviceTeamName?: string | null;
  serviceTeamId?: string | null;
  subject?: string | null;
  /** Staff: the participant to write to, chosen in the form (e.g. from their record). */
  participantId?: string | null;
}

/** For the new-message route's validateSearch. */
export const NewMessageSearch = searchSchema({
  serviceTeamName: searchText,
  serviceTeamId: searchText,
  subject: searchText,
});
export type NewMessageSearch = SearchOf<typeof NewMessageSearch>;

/**
 * SPEC §2: the new-message link, optionally addressed to a service's team with a subject; on the staff side also to a
 * participant.
 */
export function newMessageHref(options: NewMessageLinkOptions): string {
  const path = buildPath(`/${options.area}/inbox/{userId}/new-message`, { userId: options.userId });
  return `${path}${buildQueryString({
    serviceTeamName: options.serviceTeamName,
    serviceTeamId: options.serviceTeamId,
    subject: options.subject,
    participantId: options.participantId,
  })}`;
}
