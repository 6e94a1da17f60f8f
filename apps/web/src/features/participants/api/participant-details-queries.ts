import { participantIdInput } from '@casework/contract';
import { getParticipantQueryOptions } from './get-participant.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { listParticipantFilesQueryOptions } from './list-participant-files.ts';
import { listProfileSectionsQueryOptions } from './list-profile-sections.ts';

/**
 * What every view of a participant's details reads (the staff record and the participant's own page): the
 * participant as addressed, and, under the id as Casework writes it, the profile with its sections and the files. A
 * route's loader asks for them at once, so the sections do not wait for the participant.
 */
export function participantDetailsQueries(participantId: string) {
  const id = participantIdInput(participantId);
  return [
    getParticipantQueryOptions(participantId),
    listProfileSectionsQueryOptions,
    getProfileQueryOptions(id),
    listParticipantFilesQueryOptions(id),
  ];
}
