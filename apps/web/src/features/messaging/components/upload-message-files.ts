import { onlineManager } from '@tanstack/react-query';
import { NO_RESPONSE_STATUS, isApiError, problemCode } from '../../../platform/api/api-error.ts';
import { uploadMessageFile } from '../api/message-files.ts';

/** Tries of a file whose upload got no answer (the connection failed), after the first. */
const NETWORK_RETRIES = 3;

/** Resolves at once while online, else once the browser is back online (as TanStack Query sees it). */
function connectionBack(): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Uploads one file, waiting for the connection while offline, and again when its upload got no answer: the same
 * file is sent again once the connection is back. Should an earlier try have arrived after all, the server says the
 * name is taken on this message (409 file.exists), which means it is attached: so the file is attached once.
 */
async function uploadWhenOnline(
  threadId: string,
  messageId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  for (let tries = 0; ; tries++) {
    await connectionBack();
    try {
      await uploadMessageFile({ threadId, messageId, file, onProgress });
      return;
    } catch (error: unknown) {
      if (tries > 0 && isApiError(error) && error.status === 409 && problemCode(error) === 'file.exists')
        return;
      const noAnswer = isApiError(error) && error.status === NO_RESPONSE_STATUS && !error.aborted;
      if (!noAnswer || tries >= NETWORK_RETRIES) throw error;
      onProgress?.(0);
      await new Promise((resolve) => setTimeout(resolve, 1000 * (tries + 1)));
    }
  }
}

/**
 * Uploads files onto a message one by one (the message must exist first), reporting each file's progress; offline,
 * each waits for the connection (see uploadWhenOnline). Rejects with the first failure (an ApiError: the server
 * checks names, sizes and contents); files after it are not sent.
 */
export async function uploadFilesToMessage(
  threadId: string,
  messageId: string,
  files: File[],
  onProgress?: (file: File, percent: number) => void,
): Promise<void> {
  for (const file of files) {
    await uploadWhenOnline(
      threadId,
      messageId,
      file,
      onProgress === undefined ? undefined : (percent) => onProgress(file, percent),
    );
  }
}
