import { MessageFileView, MessageFilesResponse } from '@casework/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import {
  apiUrl,
  downloadFromApi,
  fetchWithSession,
  uploadToApi,
} from '../../../platform/api/file-transfer.ts';
import { threadKeys } from './query-keys.ts';

const FILES_PATH = '/threads/{threadId}/{messageId}/files';
const FILE_PATH = '/threads/{threadId}/{messageId}/files/{fileName}';

/** GET /threads/{threadId}/{messageId}/files */
export function listMessageFiles(threadId: string, messageId: string, signal?: AbortSignal) {
  return api.get(FILES_PATH, {
    params: { threadId, messageId },
    query: { take: 100 },
    schema: MessageFilesResponse,
    signal,
  });
}

export function listMessageFilesQueryOptions(threadId: string, messageId: string) {
  return queryOptions({
    queryKey: threadKeys.files(threadId, messageId),
    queryFn: ({ signal }) => listMessageFiles(threadId, messageId, signal),
  });
}

export function useMessageFiles(threadId: string, messageId: string, enabled = true) {
  return useQuery({ ...listMessageFilesQueryOptions(threadId, messageId), enabled });
}

export interface UploadMessageFileInput {
  threadId: string;
  messageId: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /threads/{threadId}/{messageId}/files (multipart; only the message's author may attach), with progress. */
export async function uploadMessageFile({
  threadId,
  messageId,
  file,
  onProgress,
  signal,
}: UploadMessageFileInput) {
  const answer = await uploadToApi({
    path: FILES_PATH,
    params: { threadId, messageId },
    file,
    onProgress,
    signal,
  });
  return MessageFilesResponse.parse(answer);
}

/** GET /threads/{threadId}/{messageId}/files/{fileName}, saved by the browser. */
export function downloadMessageFile(threadId: string, messageId: string, fileName: string) {
  return downloadFromApi(FILE_PATH, { threadId, messageId, fileName }, fileName);
}

/**
 * GET /threads/{threadId}/{messageId}/files/{fileName}: the bytes themselves, to show a photo in the page. The same
 * authenticated download as the Download button (a plain <img src> could not carry the token).
 */
export async function fetchMessageFileBytes(
  threadId: string,
  messageId: string,
  fileName: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetchWithSession(apiUrl(FILE_PATH, { threadId, messageId, fileName }), { signal });
  return response.blob();
}

/**
 * The bytes of one message file, kept in memory once fetched, so a photo seen again is not downloaded again. Not
 * under threadKeys: every live event refreshes the thread's queries, and these bytes never change while the file
 * keeps its reference and upload time.
 */
export function messageFileBytesQueryOptions(threadId: string, messageId: string, file: MessageFileView) {
  return queryOptions({
    queryKey: ['message-file-bytes', file.reference, file.uploadedAt] as const,
    queryFn: ({ signal }) => fetchMessageFileBytes(threadId, messageId, file.name, signal),
    staleTime: Infinity,
  });
}

/** A message file's bytes; nothing is fetched until `enabled`, but bytes fetched before are answered at once. */
export function useMessageFileBytes(
  threadId: string,
  messageId: string,
  file: MessageFileView,
  enabled: boolean,
) {
  return useQuery({ ...messageFileBytesQueryOptions(threadId, messageId, file), enabled });
}

/** PUT /threads/{threadId}/{messageId}/files/{fileName}: rename within the message. */
export function renameMessageFile(threadId: string, messageId: string, fileName: string, name: string) {
  return api.put(FILE_PATH, {
    params: { threadId, messageId, fileName },
    body: { name: name.trim() },
    schema: MessageFileView,
  });
}

/** DELETE /threads/{threadId}/{messageId}/files/{fileName} */
export function deleteMessageFile(threadId: string, messageId: string, fileName: string) {
  return api.delete(FILE_PATH, { params: { threadId, messageId, fileName } });
}

/** Rename or delete one file; the thread and the message's file list refresh after. */
export function useChangeMessageFile(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { messageId: string; fileName: string; rename?: string }) =>
      change.rename === undefined
        ? deleteMessageFile(threadId, change.messageId, change.fileName)
        : renameMessageFile(threadId, change.messageId, change.fileName, change.rename),
    onSuccess: (_result, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKeys.detail(threadId) }),
        queryClient.invalidateQueries({ queryKey: threadKeys.files(threadId, change.messageId) }),
      ]),
  });
}
