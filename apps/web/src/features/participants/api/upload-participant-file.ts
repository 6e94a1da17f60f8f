import { UploadParticipantFilesResponse } from '@casework/contract';
import { uploadToApi } from '../../../platform/api/file-transfer.ts';

export interface UploadParticipantFileInput {
  participantId: string;
  category: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /participants/{participantId}/files/{fileCategory} (multipart), reporting progress as it sends. */
export async function uploadParticipantFile({
  participantId,
  category,
  file,
  onProgress,
  signal,
}: UploadParticipantFileInput) {
  const answer = await uploadToApi({
    path: '/participants/{participantId}/files/{fileCategory}',
    params: { participantId, fileCategory: category },
    file,
    onProgress,
    signal,
  });
  return UploadParticipantFilesResponse.parse(answer);
}
