import { vi } from 'vitest';

/** Test support: a fake API behind fetch, and jsdom gaps Mantine's forms need filled. */
export type Handler = (init: RequestInit) => Response;

/** fetch answering "METHOD url" from the table; anything else is a 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const handler = routes[`${init.method ?? 'GET'} ${url}`];
    return Promise.resolve(handler ? handler(init) : new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD url". */
export function calls(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
}

/** The JSON body of the n-th call to "METHOD url". */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, key: string, n = 0): unknown {
  return JSON.parse(String(calls(fetchMock, key)[n]?.[1]?.body)) as unknown;
}

/** jsdom has no document.fonts, which Mantine's autosize Textarea listens to. */
export function stubDocumentFonts(): void {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
