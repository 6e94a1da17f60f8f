import type { ParticipantFileView } from '@casework/contract';
import type { ParticipantFileWithUploader } from './participant-files.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

/** The SPEC §3 participant file reference: participantId/category/name. */
export const participantFileReference = (f: { participantId: string; category: string; name: string }) =>
  `${f.participantId}/${f.category}/${f.name}`;

export function presentParticipantFile(row: ParticipantFileWithUploader): ParticipantFileView {
  return {
    reference: participantFileReference(row),
    participantId: row.participantId,
    category: row.category,
    name: row.name,
    type: row.contentType,
    size: row.size,
    uploadedAt: isoString(row.createdAt),
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: row.uploaderName ?? 'Unknown user' } : null,
  };
}
