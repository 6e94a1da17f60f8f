/**
 * The authorization matrix: for every route the server registers, what each kind of caller gets.
 * 'ok' = 2xx or 3xx; 401 = must sign in; 403 = a function the caller may not use; 404 = an object the caller may not see.
 * A route missing here fails the matrix test. Add a row with every new route.
 */
export const IDENTITIES = [
  'anonymous',
  'admin',
  'supervisor',
  'staff',
  'participant',
  'participant2',
] as const;
export type Identity = (typeof IDENTITIES)[number];
export type Outcome = 'ok' | 401 | 403 | 404;

export interface MatrixContext {
  teamId: string;
  staffMemberId: string;
}

export interface MatrixRow {
  expect: Record<Identity, Outcome>;
  /** Concrete request for the route pattern. */
  request?: (ctx: MatrixContext) => { url?: string; payload?: unknown; headers?: Record<string, string> };
}

const everyone: Record<Identity, Outcome> = {
  anonymous: 'ok',
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 'ok',
  participant2: 'ok',
};
const signedIn: Record<Identity, Outcome> = { ...everyone, anonymous: 401 };
const staffOnly: Record<Identity, Outcome> = { ...signedIn, participant: 403, participant2: 403 };

/** Routes whose pattern starts with one of these share one row (the offline API reference and its assets). */
export const PREFIX_ROWS: Record<string, MatrixRow> = {
  '/api/docs': { expect: everyone },
};

export const MATRIX: Record<string, MatrixRow> = {
  'GET /healthz': { expect: everyone },
  'GET /readyz': { expect: everyone },
  'GET /metrics': { expect: everyone },
  'GET /api/v1/openapi.json': { expect: everyone },
  'GET /api/admin/plugins': { expect: everyone },

  'GET /api/auth/session': { expect: everyone },
  'GET /api/auth/csrf': { expect: everyone },
  'GET /api/auth/providers': { expect: everyone },
  'GET /api/auth/error': { expect: everyone },
  'GET /api/auth/signin': { expect: everyone },
  'GET /api/auth/signout': { expect: everyone },
  'POST /api/auth/signout': {
    expect: everyone,
    request: () => ({
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /api/auth/signin/:provider': {
    expect: everyone,
    request: () => ({ url: '/api/auth/signin/credentials' }),
  },
  'POST /api/auth/signin/:provider': {
    expect: everyone,
    request: () => ({
      url: '/api/auth/signin/credentials',
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /api/auth/callback/:provider': {
    expect: everyone,
    request: () => ({ url: '/api/auth/callback/credentials' }),
  },
  'POST /api/auth/callback/:provider': {
    expect: everyone,
    request: () => ({
      url: '/api/auth/callback/credentials',
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'POST /api/auth/_log': {
    expect: everyone,
    request: () => ({ payload: { level: 'debug', code: 'matrix', message: 'authorization matrix probe' } }),
  },

  'GET /api/v1/auth/me': { expect: signedIn },
  'GET /api/v1/teams': { expect: staffOnly },
  'GET /api/v1/teams/roles': { expect: staffOnly },
  'GET /api/v1/teams/:teamId': { expect: staffOnly, request: (c) => ({ url: `/api/v1/teams/${c.teamId}` }) },
  'GET /api/v1/staffMembers': { expect: staffOnly },
  'GET /api/v1/staffMembers/:id': {
    expect: staffOnly,
    request: (c) => ({ url: `/api/v1/staffMembers/${c.staffMemberId}` }),
  },
};
