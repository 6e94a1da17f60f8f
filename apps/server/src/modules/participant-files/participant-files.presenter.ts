import type { ParticipantFileView } from '@casework/contract';
import type { ParticipantFileWithUploader } from './participant-files.repository.ts';

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
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: row.uploaderName ?? 'Unknown user' } : null,
  };
}

/**
 * `Content-Disposition: attachment` with a plain ASCII fallback and the exact name in RFC 5987 `filename*`, so
 * every browser saves the file under its real name and none displays it inline.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
