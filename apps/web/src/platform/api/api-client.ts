import { API_BASE_PATH, UNDEFINED_TOKEN, buildUrl, type AppSession } from '@casework/contract';
import { ApiError, NETWORK_ERROR_MESSAGE, NO_RESPONSE_STATUS, requestAbortedError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a `parse` that returns T, such as a Zod schema from the contract. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T = unknown> {
  /** Values for `{name}` placeholders in the path; they are URL-encoded (SPEC §5). */
  params?: Record<string, string | number>;
  /** Query values; empty and null values are left out (SPEC §5). */
  query?: Record<string, unknown>;
  /** Sent as JSON, unless it is FormData, a Blob or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates and types the answer. */
  schema?: ResponseSchema<T>;
  /**
   * A write (POST, PUT, PATCH, DELETE) carries a fresh `Idempotency-Key` (decision 015): should the same request
   * reach the server twice, the second gets the first one's answer instead of being carried out again. `false` sends
   * none: for a POST that only reads (a search with a body, a check), whose answer the server need not keep. A
   * string is the key to send: for a write that may be sent again (a retried reply), each try with the same key.
   */
  idempotencyKey?: false | string;
}

export interface ApiClientConfig {
  /** The current session: it gives the API base address and the bearer token. */
  getSession: () => AppSession | null;
  /** Called on any 401 answer, with the session that was used for the request. */
  onUnauthorized: (session: AppSession | null) => void;
  /** Defaults to the global fetch, looked up on every call. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** The answer parsed, but not in the shape the contract describes. */
export class UnexpectedResponseError extends Error {
  readonly url: string;
  constructor(url: string, cause: unknown) {
    super('The server sent an answer this app does not understand. Please reload the page.', { cause });
    this.name = 'UnexpectedResponseError';
    this.url = url;
  }
}

const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A random UUID (version 4) for an Idempotency-Key. Built from getRandomValues: crypto.randomUUID exists only in a
 * secure context, and the app may be served over plain HTTP on an office network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (/[/+]json\b/i.test(type)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** The JSON API client of SPEC §7–§8. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const session = config.getSession();
    const url = buildUrl(session?.apiBaseUrl ?? API_BASE_PATH, path, options.params, options.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      // SPEC §6: the placeholder stands in for a missing token.
      Authorization: `Bearer ${session?.accessToken || UNDEFINED_TOKEN}`,
      ...(WRITE_METHODS.has(method) && options.idempotencyKey !== false
        ? { 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() }
        : {}),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    const fetchImpl = config.fetch ?? globalThis.fetch;
    let response: Response;
    let answer: unknown;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
      answer = await readBody(response);
    } catch (error) {
      if (isAbort(error, options.signal)) throw requestAbortedError(url, error);
      throw new ApiError({
        url,
        status: NO_RESPONSE_STATUS,
        statusText: 'Network Error',
        message: NETWORK_ERROR_MESSAGE,
        cause: error,
      });
    }

    if (response.status === 401) config.onUnauthorized(session);
    // SPEC §7: any 2xx is success.
    if (response.status < 200 || response.status > 299) {
      throw new ApiError({ url, status: response.status, body: answer });
    }
    if (!options.schema) return answer as T;
    try {
      return options.schema.parse(answer);
    } catch (error) {
      throw new UnexpectedResponseError(url, error);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
