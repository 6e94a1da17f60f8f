import { downloadFromApi } from '../../../platform/api/file-transfer.ts';

/** GET /participants/{participantId}/files/{fileCategory}/{fileName}, saved by the browser as a download. */
export function downloadParticipantFile(participantId: string, category: string, name: string) {
  return downloadFromApi(
    '/participants/{participantId}/files/{fileCategory}/{fileName}',
    { participantId, fileCategory: category, fileName: name },
    name,
  );
}
