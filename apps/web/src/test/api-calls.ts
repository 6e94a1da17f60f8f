import type { FakeServer } from './app-harness.tsx';

/** One call the app made to the API, as a test reads it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, or the text as sent (an NDJSON import). */
  body: unknown;
  headers: Record<string, string>;
}

const BASE = 'http://casework.test';

/** Calls the app makes on every screen (the signed-in user, the navigation and user-action logs): not recorded. */
const BACKGROUND = /^\/api\/v1\/(auth\/me|logs\/)/;

function parsedBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function recordedCall(input: string, init?: RequestInit): RecordedCall {
  const url = new URL(input, BASE);
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: parsedBody(init?.body),
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
}

/**
 * Puts `handler` in front of the fake server (answers undefined fall through to it) and records every /api/v1 call
 * but the background ones (/auth/me and the logs: read those with `userActions`).
 */
export function answerApi(
  server: FakeServer,
  handler: (call: RecordedCall) => Response | undefined,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation(((input: string, init?: RequestInit) => {
    const call = recordedCall(input, init);
    if (call.path.startsWith('/api/v1/') && !BACKGROUND.test(call.path)) calls.push(call);
    return Promise.resolve(handler(call) ?? original(input));
  }) as never);
  return calls;
}

/** The user actions of one category (SVC_SEARCH, SVC_NAV, ...) posted to the fake server so far. */
export function userActions(
  server: FakeServer,
  category: string,
): { action: string; detail: Record<string, unknown> }[] {
  const fetched = server.fetch.mock.calls as unknown as [string, RequestInit?][];
  return fetched
    .map(([input, init]) => recordedCall(input, init))
    .filter((call) => call.path === '/api/v1/logs/user-actions')
    .map((call) => call.body as { category: string; action: string; detail: Record<string, unknown> })
    .filter((body) => body.category === category)
    .map(({ action, detail }) => ({ action, detail }));
}
