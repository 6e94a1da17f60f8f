import { TemplateFilesResponse } from '@casework/contract';
import { uploadToApi } from '../../../platform/api/file-transfer.ts';

export interface UploadTemplateFileInput {
  templateId: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /message-templates/{messageTemplateId}/files (multipart), one file with progress: 409 for a name the
 * template has, 413 over the size limit, 415 for a type that is not allowed.
 */
export async function uploadTemplateFile({ templateId, file, onProgress, signal }: UploadTemplateFileInput) {
  const answer = await uploadToApi({
    path: '/message-templates/{messageTemplateId}/files',
    params: { messageTemplateId: templateId },
    file,
    onProgress,
    signal,
  });
  return TemplateFilesResponse.parse(answer);
}
