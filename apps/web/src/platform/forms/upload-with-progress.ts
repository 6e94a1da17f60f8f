import { UNDEFINED_TOKEN } from '@casework/contract';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  NO_RESPONSE_STATUS,
  requestAbortedError,
} from '../api/api-error.ts';

export interface UploadInput {
  /** The full URL (already built with the API base and encoded path values). */
  url: string;
  file: File;
  /** The multipart field name. */
  fieldName?: string;
  /** The bearer token; the SPEC §6 placeholder is sent when it is missing. */
  accessToken: string | null | undefined;
  /** 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
  /** A different XMLHttpRequest (tests). */
  createRequest?: () => XMLHttpRequest;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  const type = xhr.getResponseHeader('Content-Type') ?? '';
  if (/[/+]json\b/i.test(type)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends one file as multipart/form-data with XMLHttpRequest, because fetch reports no upload progress.
 * Resolves with the parsed answer; rejects with the same ApiError the JSON client throws.
 */
export function uploadWithProgress({
  url,
  file,
  fieldName = 'file',
  accessToken,
  onProgress,
  signal,
  method = 'POST',
  createRequest = () => new XMLHttpRequest(),
}: UploadInput): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(requestAbortedError(url));
      return;
    }
    const xhr = createRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${accessToken || UNDEFINED_TOKEN}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status <= 299) {
        onProgress?.(100);
        resolve(body);
      } else reject(new ApiError({ url, status: xhr.status, body }));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          url,
          status: NO_RESPONSE_STATUS,
          statusText: 'Network Error',
          message: NETWORK_ERROR_MESSAGE,
        }),
      );
    xhr.onabort = () => reject(requestAbortedError(url));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(fieldName, file, file.name);
    xhr.send(form);
  });
}
