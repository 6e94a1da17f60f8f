import { AuthMeResponse } from '@casework/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthMe, buildStaffSession } from '../../test/fixtures.ts';
import { calledInit, calledUrl, jsonResponse, problemResponse } from '../../test/responses.ts';
import { createApiClient, UnexpectedResponseError } from './api-client.ts';
import { ApiError } from './api-error.ts';

function setup(response: Response | (() => Promise<Response>), session = buildStaffSession()) {
  const fetchMock = vi.fn(typeof response === 'function' ? response : () => Promise.resolve(response));
  const onUnauthorized = vi.fn();
  const client = createApiClient({ getSession: () => session, onUnauthorized, fetch: fetchMock });
  return { client, fetchMock, onUnauthorized };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient', () => {
  it('sends the bearer token, cookies and JSON accept header to the session API base', async () => {
    const { client, fetchMock } = setup(jsonResponse({ ok: true }));
    await client.get('/auth/me');
    expect(calledUrl(fetchMock)).toBe('/api/v1/auth/me');
    const init = calledInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-staff', Accept: 'application/json' });
  });

  it('sends the "UNDEFINED TOKEN" placeholder when there is no access token', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({})));
    const client = createApiClient({ getSession: () => null, onUnauthorized: vi.fn(), fetch: fetchMock });
    await client.get('/teams');
    expect(calledInit(fetchMock).headers).toMatchObject({ Authorization: 'Bearer UNDEFINED TOKEN' });
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams');
  });

  it('uses the API base address the session names', async () => {
    const { client, fetchMock } = setup(
      jsonResponse({}),
      buildStaffSession({ apiBaseUrl: 'https://api.example.org/v1/' }),
    );
    await client.get('/teams');
    expect(calledUrl(fetchMock)).toBe('https://api.example.org/v1/teams');
  });

  it('omits empty and null query values and encodes path values', async () => {
    const { client, fetchMock } = setup(jsonResponse({ items: [], total: 0 }));
    await client.get('/staffMembers/{id}', {
      params: { id: 'a/b c' },
      query: { teamName: 'Intake team', role: '', lastName: null, firstName: undefined, take: 0 },
    });
    expect(calledUrl(fetchMock)).toBe('/api/v1/staffMembers/a%2Fb%20c?teamName=Intake%20team&take=0');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client, fetchMock } = setup(jsonResponse({ id: 1 }, { status: 201 }));
    const result = await client.post('/teams', { body: { name: 'Intake' } });
    expect(result).toEqual({ id: 1 });
    const init = calledInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Intake"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('leaves the content type of FormData bodies to the browser', async () => {
    const { client, fetchMock } = setup(jsonResponse({}));
    const form = new FormData();
    form.set('file', 'x');
    await client.post('/files', { body: form });
    expect(calledInit(fetchMock).body).toBe(form);
    expect(calledInit(fetchMock).headers).not.toHaveProperty('Content-Type');
  });

  it('answers undefined for 204 No Content', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    await expect(client.delete('/webhooks/{id}', { params: { id: 'w1' } })).resolves.toBeUndefined();
  });

  it('treats any 2xx as success', async () => {
    const { client } = setup(jsonResponse({ accepted: true }, { status: 202 }));
    await expect(client.post('/services/indexes')).resolves.toEqual({ accepted: true });
  });

  it('validates the answer with the given schema', async () => {
    const { client } = setup(jsonResponse(buildAuthMe()));
    const me = await client.get('/auth/me', { schema: AuthMeResponse });
    expect(me.roles).toEqual(['Staff']);
  });

  it('throws UnexpectedResponseError when the answer does not match the schema', async () => {
    const { client } = setup(jsonResponse({ nope: true }));
    await expect(client.get('/auth/me', { schema: AuthMeResponse })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('throws an ApiError with url, status, catalogue statusText and problem body', async () => {
    const { client } = setup(problemResponse(403, 'You may not see this team.'));
    const error = await caught(client.get('/teams/{teamId}', { params: { teamId: 't1' } }));
    expect(error.url).toBe('/api/v1/teams/t1');
    expect(error.status).toBe(403);
    expect(error.statusText).toBe('Forbidden');
    expect(error.body).toMatchObject({ detail: 'You may not see this team.' });
    expect(error.message).toBe('You may not see this team.');
  });

  it.each([
    [400, 'Bad Request'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [418, 'Generic Error'],
  ])('gives status %i the catalogue text "%s"', async (status, text) => {
    const { client } = setup(new Response(null, { status }));
    const error = await caught(client.get('/teams/{teamId}', { params: { teamId: 't1' } }));
    expect(error.statusText).toBe(text);
    expect(error.message).toBe(`${status} ${text}`);
  });

  it('keeps a plain-text error body as a string', async () => {
    const { client } = setup(
      new Response('Upstream is down', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
    );
    const error = await caught(client.get('/teams'));
    expect(error.body).toBe('Upstream is down');
  });

  it('reports a cancelled request as "Request aborted"', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const error = await caught(client.get('/teams', { signal: controller.signal }));
    expect(error.message).toBe('Request aborted');
    expect(error.aborted).toBe(true);
  });

  it('reports a network failure with a sentence a person can act on', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(client.get('/teams'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not be reached/);
  });

  it('calls the unauthorized handler with the session on any 401, and still throws', async () => {
    const session = buildStaffSession();
    const { client, onUnauthorized } = setup(problemResponse(401, 'Your session has ended.'), session);
    const error = await caught(client.get('/auth/me'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith(session);
  });

  it('does not call the unauthorized handler for other errors', async () => {
    const { client, onUnauthorized } = setup(problemResponse(403, 'No.'));
    await caught(client.get('/auth/me'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('Idempotency-Key on writes (decision 015)', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keyOf = (fetchMock: { mock: { calls: unknown[][] } }, index = 0) =>
    (calledInit(fetchMock, index).headers as Record<string, string>)['Idempotency-Key'];

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'gives every %s a key of its own, a UUID, so a re-sent write is answered from the first',
    async (method) => {
      const { client, fetchMock } = setup(() => Promise.resolve(jsonResponse({})));
      await client[method]('/teams/{teamId}', { params: { teamId: 't1' }, body: { name: 'Intake' } });
      await client[method]('/teams/{teamId}', { params: { teamId: 't1' }, body: { name: 'Intake' } });
      expect(keyOf(fetchMock, 0)).toMatch(UUID_V4);
      expect(keyOf(fetchMock, 1)).toMatch(UUID_V4);
      expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
    },
  );

  it('sends no key with a read', async () => {
    const { client, fetchMock } = setup(jsonResponse({}));
    await client.get('/teams');
    expect(calledInit(fetchMock).headers).not.toHaveProperty('Idempotency-Key');
  });

  it('sends no key with a write that opts out (a POST that only reads)', async () => {
    const { client, fetchMock } = setup(jsonResponse({}));
    await client.post('/threads/unassigned', { body: { take: 10 }, idempotencyKey: false });
    expect(calledInit(fetchMock).headers).not.toHaveProperty('Idempotency-Key');
  });

  it("sends the caller's own key as it is, so a caller repeating one write can repeat its key", async () => {
    const { client, fetchMock } = setup(jsonResponse({}));
    await client.post('/teams', { body: {}, headers: { 'Idempotency-Key': 'kept-key-1' } });
    expect(keyOf(fetchMock)).toBe('kept-key-1');
  });
});
