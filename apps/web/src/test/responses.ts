/** Builders of fetch answers for unit tests. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function problemResponse(
  status: number,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Problem',
      status,
      detail,
      code: 'test.problem',
      requestId: 'req-1',
      ...extra,
    }),
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );
}

/** The URL string a mocked fetch was called with. */
export function calledUrl(fetchMock: { mock: { calls: unknown[][] } }, index = 0): string {
  const input = fetchMock.mock.calls[index]?.[0];
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.toString();
  if (input instanceof Request) return input.url;
  throw new Error(`fetch call ${index} was not made`);
}

/** The RequestInit a mocked fetch was called with. */
export function calledInit(fetchMock: { mock: { calls: unknown[][] } }, index = 0): RequestInit {
  return (fetchMock.mock.calls[index]?.[1] ?? {}) as RequestInit;
}

/** A page of a list as the API answers it: the items and their total. */
export function pageResponse<T>(items: readonly T[]): Response {
  return jsonResponse({ items, total: items.length });
}
