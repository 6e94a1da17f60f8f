import { API_BASE_PATH, UNDEFINED_TOKEN, buildUrl } from '@casework/contract';
import { uploadWithProgress } from '../forms/upload-with-progress.ts';
import { sessionStore } from '../session/session-instance.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, NO_RESPONSE_STATUS, requestAbortedError } from './api-error.ts';

/** The full URL of an API path with its `{name}` placeholders filled (URL-encoded) from the current session's base. */
export function apiUrl(path: string, params: Record<string, string>): string {
  const session = sessionStore.getSnapshot().data;
  return buildUrl(session?.apiBaseUrl ?? API_BASE_PATH, path, params);
}

export interface UploadToApiInput {
  path: string;
  params: Record<string, string>;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart to an API path with the session's bearer token, reporting progress; the parsed answer. */
export function uploadToApi({ path, params, file, onProgress, signal }: UploadToApiInput): Promise<unknown> {
  return uploadWithProgress({
    url: apiUrl(path, params),
    file,
    accessToken: sessionStore.getSnapshot().data?.accessToken,
    onProgress,
    signal,
  });
}

/**
 * GETs a URL with the session's bearer token (a plain link or <img src> could not carry it): the response when the
 * server answers 2xx. Rejects with an ApiError when the server refuses (its problem details parsed), when it cannot
 * be reached, or when `signal` aborts.
 */
export async function fetchWithSession(
  url: string,
  { accept, signal }: { accept?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        ...(accept ? { Accept: accept } : {}),
        Authorization: `Bearer ${sessionStore.getSnapshot().data?.accessToken || UNDEFINED_TOKEN}`,
      },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw requestAbortedError(url, error);
    throw new ApiError({ url, status: NO_RESPONSE_STATUS, message: NETWORK_ERROR_MESSAGE, cause: error });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError({ url, status: response.status, body });
  }
  return response;
}

/** Hands bytes to the browser as a download named `name`. */
export function saveBlobAs(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** GETs a file from an API path with the bearer token, then hands it to the browser as a download named `name`. */
export async function downloadFromApi(path: string, params: Record<string, string>, name: string) {
  const response = await fetchWithSession(apiUrl(path, params));
  saveBlobAs(await response.blob(), name);
}
