import { API_BASE_PATH, UploadParticipantFilesResponse, buildUrl } from '@casework/contract';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { uploadWithProgress } from '../../../platform/forms/upload-with-progress.ts';

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
  const session = sessionStore.getSnapshot().data;
  const url = buildUrl(
    session?.apiBaseUrl ?? API_BASE_PATH,
    '/participants/{participantId}/files/{fileCategory}',
    {
      participantId,
      fileCategory: category,
    },
  );
  const answer = await uploadWithProgress({
    url,
    file,
    accessToken: session?.accessToken,
    onProgress,
    signal,
  });
  return UploadParticipantFilesResponse.parse(answer);
}
