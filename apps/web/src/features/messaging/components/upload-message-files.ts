import { uploadMessageFile } from '../api/message-files.ts';

/**
 * Uploads files onto a message one by one (the message must exist first), reporting each file's progress. Rejects
 * with the first failure (an ApiError: the server checks names, sizes and contents); files after it are not sent.
 */
export async function uploadFilesToMessage(
  threadId: string,
  messageId: string,
  files: File[],
  onProgress?: (file: File, percent: number) => void,
): Promise<void> {
  for (const file of files) {
    await uploadMessageFile({
      threadId,
      messageId,
      file,
      onProgress: onProgress === undefined ? undefined : (percent) => onProgress(file, percent),
    });
  }
}
